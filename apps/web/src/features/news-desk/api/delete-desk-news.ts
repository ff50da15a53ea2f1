import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { newsDeskKeys } from './news-desk-keys.ts';

/** Deletes the chosen items (POST v1/news/delete); a refusal is announced globally. */
export function useDeleteDeskNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api<MessageResponse>(apiRoutes.desk.news.delete, { method: 'POST', body: { delete_rows: ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsDeskKeys.all }),
  });
}
