import type { StaffNewsDetail } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { NEWS_PATH, newsDeskKeys } from './news-desk-keys.ts';

/** One item as the desk edits it, with its corrections; the editor says itself when it is missing. */
export const useDeskNewsItem = (id: number | undefined) =>
  useQuery({
    queryKey: newsDeskKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api<{ data: StaffNewsDetail }>(`${NEWS_PATH}/${id}`, { signal, notify: false }).then((answer) => answer.data),
    enabled: id !== undefined,
    retry: false,
  });
