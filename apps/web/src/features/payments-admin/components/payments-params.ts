import {
  isCalendarDay,
  PAYMENT_CHANNELS,
  PAYMENT_SORT_FIELDS,
  PAYMENT_STATUSES,
  PAYMENTS_PAGE_SIZE,
  type PaymentChannel,
  type PaymentFilters,
  type PaymentStatus,
} from '@portal/shared';
import { positiveIntParam, usePagedAddress, withAddressEntries } from '../../../lib/address-params.ts';

/** The payments list as kept in the address, so a reload or a shared link shows the same list. */
export type PaymentsParams = {
  page: number;
  query: string;
  status?: PaymentStatus | undefined;
  gateway?: PaymentChannel | undefined;
  /** Calendar days (YYYY-MM-DD), Nepal time, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  sort: (typeof PAYMENT_SORT_FIELDS)[number];
  ascending: boolean;
};

const KEYS = ['page', 'q', 'status', 'gateway', 'from', 'to', 'sort', 'order'] as const;
const day = (text: string | null) => (text && isCalendarDay(text) ? text : undefined);

/** Anything malformed in the address is ignored rather than sent to the server. */
export function readPaymentsParams(search: URLSearchParams): PaymentsParams {
  return {
    page: positiveIntParam(search.get('page')) ?? 1,
    query: search.get('q') ?? '',
    status: PAYMENT_STATUSES.find((status) => status === search.get('status')),
    gateway: PAYMENT_CHANNELS.find((gateway) => gateway === search.get('gateway')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    sort: PAYMENT_SORT_FIELDS.find((field) => field === search.get('sort')) ?? 'created_at',
    ascending: search.get('order') === 'asc',
  };
}

export const writePaymentsParams = (search: URLSearchParams, params: PaymentsParams) =>
  withAddressEntries(search, KEYS, [
    ['q', params.query.trim() || undefined],
    ['status', params.status],
    ['gateway', params.gateway],
    ['from', params.from || undefined],
    ['to', params.to || undefined],
    ['sort', params.sort === 'created_at' ? undefined : params.sort],
    ['order', params.ascending ? 'asc' : undefined],
    ['page', params.page > 1 ? params.page : undefined],
  ]);

export const hasPaymentFilters = (params: PaymentsParams) =>
  Boolean(params.query.trim() || params.status || params.gateway || params.from || params.to);

/** The search, filters and order the list, its totals and the CSV share. */
export function toPaymentsSelection(params: PaymentsParams) {
  const filters: PaymentFilters = {
    ...(params.status ? { status: params.status } : {}),
    ...(params.gateway ? { gateway: params.gateway } : {}),
    ...(params.from ? { date_from: params.from } : {}),
    ...(params.to ? { date_to: params.to } : {}),
  };
  return {
    query: params.query.trim(),
    sortBy: params.sort,
    descending: params.ascending ? ('false' as const) : ('true' as const),
    filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
  };
}

/** GET v1/payments/all: 25 a page. */
export const toPaymentsQuery = (params: PaymentsParams) => ({
  ...toPaymentsSelection(params),
  page: params.page,
  rowsPerPage: PAYMENTS_PAGE_SIZE,
});

/** The list's state in the address; a filter change starts again at page 1 and only a page change is a new history entry. */
export const usePaymentsParams = () => usePagedAddress(readPaymentsParams, writePaymentsParams);
