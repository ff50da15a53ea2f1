import { endpoints } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { newsDeskKeys } from './news-desk-keys.ts';

/** One item as the desk edits it, with its corrections; the editor says itself when it is missing. */
export const useDeskNewsItem = (id: number | undefined) =>
  useQuery({
    queryKey: newsDeskKeys.detail(id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => call(endpoints.newsDesk.item, { params: { id }, signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });
