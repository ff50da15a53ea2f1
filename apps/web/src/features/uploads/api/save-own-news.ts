import { endpoints, newsUploadForm } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { uploadCall } from '../../../lib/upload-with-progress.ts';
import { ownNewsKeys } from './get-own-news.ts';

/**
 * The Add / Edit News form: the shared fields, the newly chosen files (checked as they are chosen) and,
 * when editing, the saved files to keep.
 */
export const newsDraft = newsUploadForm.extend({
  attachments: z.array(z.instanceof(File)),
  pdf: z.instanceof(File).nullable(),
  keepMediaIds: z.array(z.number().int()),
});
export type NewsDraft = z.infer<typeof newsDraft>;

/** The multipart body of SPEC.md §7 news store: repeated keys for the categories, files and kept files. */
export function newsFormData(draft: NewsDraft): FormData {
  const form = new FormData();
  form.set('title', draft.title);
  form.set('content', draft.content);
  form.set('language_id', draft.language_id);
  for (const id of draft.category_ids) form.append('category_ids', String(id));
  for (const id of draft.keepMediaIds) form.append('keep_media_ids', String(id));
  for (const file of draft.attachments) form.append('files', file, file.name);
  if (draft.pdf) form.set('pdf', draft.pdf, draft.pdf.name);
  return form;
}

/**
 * Sends a new upload (no id) or the changes to one (its id), reporting the share sent: undefined
 * while idle, 0–100 while the files leave the browser.
 */
export function useSaveOwnNews(id?: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number>();
  const mutation = useMutation({
    mutationFn: (draft: NewsDraft) => {
      const options = { body: newsFormData(draft), onProgress: setProgress, notify: false };
      return id === undefined
        ? uploadCall(endpoints.uploads.create, options)
        : uploadCall(endpoints.uploads.update, { ...options, params: { id } });
    },
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(undefined),
    onSuccess: async (answer) => {
      queryClient.setQueryData(ownNewsKeys.detail(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: [...ownNewsKeys.all, 'list'] });
    },
  });
  return { save: mutation.mutateAsync, progress };
}
