import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type DeskKind, mediaDeskKeys } from './media-desk-keys.ts';

/** Deletes the chosen galleries or videos with their files (POST v1/{kind}/delete); a refusal is announced globally. */
export function useDeleteDeskItems(kind: DeskKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api<MessageResponse>(apiRoutes.desk[kind].delete, { method: 'POST', body: { delete_rows: ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaDeskKeys.all(kind) }),
  });
}
