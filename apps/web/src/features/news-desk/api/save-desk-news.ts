import type { MessageResponse, PublishNewsFields, UpdateNewsFields } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { NEWS_PATH, newsDeskKeys } from './news-desk-keys.ts';

/**
 * Publishes a new item (POST v1/news) or corrects one (PUT v1/news/{id}, with its status). The form
 * shows the refusals itself; every cached list and the item are fetched again.
 */
export function useSaveDeskNews(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishNewsFields | UpdateNewsFields) =>
      id === undefined
        ? api<MessageResponse>(NEWS_PATH, { method: 'POST', body, notify: false })
        : api<MessageResponse>(`${NEWS_PATH}/${id}`, { method: 'PUT', body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsDeskKeys.all }),
  });
}
