import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { agendaKeys } from './agenda-keys.ts';

/** Copies an event to plan the next one from (POST v1/agenda/events/{id}/duplicate); a refusal is announced globally. */
export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.agenda.duplicate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
  });
}
