import { apiRoutes, type StaffNewsDetail } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { newsDeskKeys } from './news-desk-keys.ts';

/** One item as the desk edits it, with its corrections; the editor says itself when it is missing. */
export const useDeskNewsItem = (id: number | undefined) =>
  useQuery({
    queryKey: newsDeskKeys.detail(id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            api<{ data: StaffNewsDetail }>(apiRoutes.desk.news.item(id), { signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });
