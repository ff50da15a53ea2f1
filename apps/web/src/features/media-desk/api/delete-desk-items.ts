import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { type DeskKind, mediaDeskKeys } from './media-desk-keys.ts';

/** Deletes the chosen galleries or videos with their files (POST v1/{kind}/delete); a refusal is announced globally. */
export function useDeleteDeskItems(kind: DeskKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      call<ContractOf<(typeof endpoints.mediaDesk)[DeskKind]['remove']>>(endpoints.mediaDesk[kind].remove, { body: { delete_rows: ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaDeskKeys.all(kind) }),
  });
}
