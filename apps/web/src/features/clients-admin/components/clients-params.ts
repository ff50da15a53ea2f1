import {
  CLIENT_SUBSCRIPTION_STATES,
  CLIENTS_PAGE_SIZE,
  type ClientSubscriptionState,
  type ClientsQuery,
  REGISTER_CATEGORIES,
  type RegisterCategory,
} from '@portal/shared';
import { positiveIntParam, usePagedAddress, withAddressEntries } from '../../../lib/address-params.ts';

/** The clients list as kept in the address, so a reload or a shared link shows the same list. */
export type ClientsParams = {
  page: number;
  query: string;
  category?: RegisterCategory | undefined;
  subscription?: ClientSubscriptionState | undefined;
  verified?: boolean | undefined;
  suspended?: boolean | undefined;
};

const KEYS = ['page', 'q', 'category', 'state', 'verified', 'suspended'] as const;

const flag = (text: string | null) => (text === 'yes' ? true : text === 'no' ? false : undefined);
const flagText = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');

/** Anything malformed in the address is ignored rather than sent to the server. */
export function readClientsParams(search: URLSearchParams): ClientsParams {
  return {
    page: positiveIntParam(search.get('page')) ?? 1,
    query: search.get('q') ?? '',
    category: REGISTER_CATEGORIES.find((category) => category === search.get('category')),
    subscription: CLIENT_SUBSCRIPTION_STATES.find((state) => state === search.get('state')),
    verified: flag(search.get('verified')),
    suspended: flag(search.get('suspended')),
  };
}

export const writeClientsParams = (search: URLSearchParams, params: ClientsParams) =>
  withAddressEntries(search, KEYS, [
    ['q', params.query.trim() || undefined],
    ['category', params.category],
    ['state', params.subscription],
    ['verified', flagText(params.verified)],
    ['suspended', flagText(params.suspended)],
    ['page', params.page > 1 ? params.page : undefined],
  ]);

export const hasClientFilters = (params: ClientsParams) =>
  Boolean(params.query.trim() || params.category || params.subscription) || params.verified !== undefined || params.suspended !== undefined;

/** GET v1/clients/all: 25 a page, newest client first. */
export function toClientsQuery(params: ClientsParams) {
  const filters: ClientsQuery['filters'] = {
    ...(params.category ? { category: params.category } : {}),
    ...(params.subscription ? { subscription: params.subscription } : {}),
    ...(params.verified === undefined ? {} : { verified: params.verified }),
    ...(params.suspended === undefined ? {} : { suspended: params.suspended }),
  };
  return {
    page: params.page,
    rowsPerPage: CLIENTS_PAGE_SIZE,
    query: params.query.trim(),
    filters: Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined,
  };
}

/** The list's state in the address; a filter change starts again at page 1 and only a page change is a new history entry. */
export const useClientsParams = () => usePagedAddress(readClientsParams, writeClientsParams);
