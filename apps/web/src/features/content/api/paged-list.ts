import { CARD_PAGE_SIZE, type Paged } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ListParams, toPageQuery } from '../../../lib/list-params.ts';

/** One page of a content list; the previous page stays on screen while the next one loads. */
export const usePagedList = <Item>(keys: readonly unknown[], path: string, params: ListParams) =>
  useQuery({
    queryKey: [...keys, 'list', params],
    queryFn: ({ signal }) => api<Paged<Item>>(path, { signal, query: toPageQuery(params, CARD_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });
