import { endpoints, type StaffEvent } from '@portal/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { uploadCall } from '../../../lib/upload-with-progress.ts';
import { agendaKeys } from './agenda-keys.ts';

/**
 * A file change made the event a new version: the form's event is the answered one (its files, its version), and
 * the lists are fetched again. The open form is not drawn again (event-editor-page keys it on reloads only).
 */
function changed(queryClient: QueryClient, event: StaffEvent) {
  queryClient.setQueryData(agendaKeys.detail(event.id), event);
  void queryClient.invalidateQueries({ queryKey: [...agendaKeys.all, 'list'] });
  void queryClient.invalidateQueries({ queryKey: [...agendaKeys.all, 'range'] });
}

type NewFile = { file: File; name: string; onProgress?: (percent: number) => void };

/** Adds a file to an event (POST v1/agenda/events/{id}/attachments, multipart `name` and `file`); the form shows refusals. */
export function useAddEventFile(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name, onProgress }: NewFile) => {
      const body = new FormData();
      body.append('name', name);
      body.append('file', file);
      return uploadCall(endpoints.agenda.addAttachment, { params: { id: eventId }, body, notify: false, onProgress });
    },
    onSuccess: (answer) => changed(queryClient, answer.data),
  });
}

/** Removes a file of an event (DELETE …/attachments/{fileId}); a refusal is announced globally. */
export function useRemoveEventFile(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => call(endpoints.agenda.removeAttachment, { params: { id: eventId, fileId } }),
    onSuccess: (answer) => changed(queryClient, answer.data),
  });
}
