import type { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContractOf } from './api-call.ts';
import { uploadCall } from './upload-with-progress.ts';

/** A desk of the staff console (`endpoints.newsDesk`, `endpoints.mediaDesk`): where a new row is sent and where a row is changed. */
type DeskTable = Pick<
  typeof endpoints.newsDesk | typeof endpoints.mediaDesk.galleries | typeof endpoints.mediaDesk.videos,
  'create' | 'update'
>;

/**
 * A desk save that carries files: POST `table.create` to create, PUT `table.update` to change, reporting the share
 * sent (undefined while idle, 0–100 while the files leave the browser). `keys` are fetched again after.
 */
export function useDeskSave(table: DeskTable, id: number | undefined, keys: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number>();
  const mutation = useMutation({
    mutationFn: (body: FormData) => {
      const options = { body, onProgress: setProgress, notify: false };
      return id === undefined
        ? uploadCall<ContractOf<DeskTable['create']>>(table.create, options)
        : uploadCall<ContractOf<DeskTable['update']>>(table.update, { ...options, params: { id } });
    },
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys }),
  });
  return { save: mutation.mutateAsync, progress };
}
