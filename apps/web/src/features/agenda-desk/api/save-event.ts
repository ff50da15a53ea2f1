import { type EventFields, endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { agendaKeys } from './agenda-keys.ts';

/**
 * Creates an event (POST v1/agenda/events) or saves one over the `version` it was opened at (PUT …/{id}); a save
 * over a colleague's is refused with 409. The form shows the refusals itself; the agenda's lists are fetched again.
 */
export function useSaveEvent(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, version }: { fields: EventFields; version: number | undefined }) =>
      id === undefined
        ? call(endpoints.agenda.create, { body: fields, notify: false })
        : call(endpoints.agenda.update, { params: { id }, body: { ...fields, version: version ?? 1 }, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
