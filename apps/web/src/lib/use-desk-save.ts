import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from './upload-with-progress.ts';

/**
 * A desk save that carries files: POST `path` to create, PUT `path/{id}` to change, reporting the share
 * sent (undefined while idle, 0–100 while the files leave the browser). `keys` are fetched again after.
 */
export function useDeskSave(path: string, id: number | undefined, keys: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number>();
  const mutation = useMutation({
    mutationFn: (body: FormData) =>
      uploadWithProgress<{ message: string }>(id === undefined ? path : `${path}/${id}`, {
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
