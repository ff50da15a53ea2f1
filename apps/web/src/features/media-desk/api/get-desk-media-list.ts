import { endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { type DeskKind, mediaDeskKeys } from './media-desk-keys.ts';

/** One page of every gallery or video, newest first (GET v1/{kind}/all), searched by title. */
export const useDeskMediaList = (kind: DeskKind, page: number, query: string) =>
  useQuery({
    queryKey: mediaDeskKeys.list(kind, page, query),
    queryFn: ({ signal }) =>
      call<ContractOf<(typeof endpoints.mediaDesk)[DeskKind]['list']>>(endpoints.mediaDesk[kind].list, { signal, query: { page, query } }),
    placeholderData: keepPreviousData,
  });
