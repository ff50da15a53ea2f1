import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from './upload-with-progress.ts';

/** A staff table of `apiRoutes.desk`: where a new row is sent and where a row is changed. */
type DeskTable = { create: string; item: (id: number) => string };

/**
 * A desk save that carries files: POST `table.create` to create, PUT `table.item(id)` to change, reporting the share
 * sent (undefined while idle, 0–100 while the files leave the browser). `keys` are fetched again after.
 */
export function useDeskSave(table: DeskTable, id: number | undefined, keys: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number>();
  const mutation = useMutation({
    mutationFn: (body: FormData) =>
      uploadWithProgress<{ message: string }>(id === undefined ? table.create : table.item(id), {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        onProgress: setProgress,
        notify: false,
      }),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys }),
  });
  return { save: mutation.mutateAsync, progress };
}
