import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { newsDeskKeys } from './news-desk-keys.ts';

/** Deletes the chosen items (POST v1/news/delete); a refusal is announced globally. */
export function useDeleteDeskNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(endpoints.newsDesk.remove, { body: { delete_rows: ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsDeskKeys.all }),
  });
}
