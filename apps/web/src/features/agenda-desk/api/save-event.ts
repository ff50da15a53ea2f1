import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import type { EventValues } from '../components/event-draft.ts';
import { agendaKeys } from './agenda-keys.ts';

/**
 * Creates an event, every occurrence of it when it repeats (POST v1/agenda/events), or saves one over the `version`
 * it was opened at (PUT …/{id}); a save over a colleague's is refused with 409. The form shows the refusals itself;
 * the agenda's lists are fetched again.
 */
export function useSaveEvent(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, version }: { fields: EventValues; version: number | undefined }) => {
      if (id === undefined) return call(endpoints.agenda.create, { body: fields, notify: false });
      // A saved event is one occurrence: it is changed alone and never repeats anew.
      const { recurrence: _recurrence, ...event } = fields;
      return call(endpoints.agenda.update, { params: { id }, body: { ...event, version: version ?? 1 }, notify: false });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
