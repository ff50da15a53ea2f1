import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { agendaKeys } from './agenda-keys.ts';

/** One event as the client reads it; the screen shows a 404 or a plan's refusal itself. */
export const useAgendaEvent = (id: number) =>
  useQuery({
    queryKey: agendaKeys.event(id),
    queryFn: ({ signal }) => call(endpoints.agendaReading.event, { signal, notify: false, params: { id } }).then((answer) => answer.data),
    enabled: Number.isInteger(id) && id > 0,
  });
