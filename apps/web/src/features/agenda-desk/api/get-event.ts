import { endpoints } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { agendaKeys } from './agenda-keys.ts';

/** One event with its coverage, as the form edits it; the form says itself when it is missing. */
export const useAgendaEvent = (id: number | undefined) =>
  useQuery({
    queryKey: agendaKeys.detail(id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => call(endpoints.agenda.detail, { params: { id }, signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });
