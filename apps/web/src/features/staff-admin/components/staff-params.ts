import { STAFF_PAGE_SIZE, STAFF_ROLES, STAFF_STATUSES, type StaffListQuery, type StaffRole, type StaffStatus } from '@portal/shared';
import { positiveIntParam, usePagedAddress, withAddressEntries } from '../../../lib/address-params.ts';

/** The staff list as kept in the address. */
export type StaffParams = { page: number; query: string; role?: StaffRole | undefined; status?: StaffStatus | undefined };

const KEYS = ['page', 'q', 'role', 'status'] as const;

/** Anything malformed in the address is ignored rather than sent to the server. */
export function readStaffParams(search: URLSearchParams): StaffParams {
  return {
    page: positiveIntParam(search.get('page')) ?? 1,
    query: search.get('q') ?? '',
    role: STAFF_ROLES.find((role) => role === search.get('role')),
    status: STAFF_STATUSES.find((status) => status === search.get('status')),
  };
}

const writeStaffParams = (search: URLSearchParams, params: StaffParams) =>
  withAddressEntries(search, KEYS, [
    ['q', params.query.trim() || undefined],
    ['role', params.role],
    ['status', params.status],
    ['page', params.page > 1 ? params.page : undefined],
  ]);

export const hasStaffFilters = (params: StaffParams) => Boolean(params.query.trim() || params.role || params.status);

/** GET v1/staff/all: 25 a page, by name. */
export function toStaffQuery(params: StaffParams) {
  const filters: StaffListQuery['filters'] = {
    ...(params.role ? { role: params.role } : {}),
    ...(params.status ? { status: params.status } : {}),
  };
  return {
    page: params.page,
    rowsPerPage: STAFF_PAGE_SIZE,
    sortBy: 'full_name' as const,
    descending: 'false' as const,
    query: params.query.trim(),
    filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
  };
}

/** The list's state in the address. */
export const useStaffParams = () => usePagedAddress(readStaffParams, writeStaffParams);
