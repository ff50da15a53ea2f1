import { endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { agendaKeys, type EventsParams } from './agenda-keys.ts';

/** How many events a page of the list shows. */
export const EVENTS_PAGE_SIZE = 25;

/** One page of the events overlapping a range of Nepal days, earliest first (GET v1/agenda/events). */
export const useAgendaEvents = (params: EventsParams) =>
  useQuery({
    queryKey: agendaKeys.list(params),
    queryFn: ({ signal }) =>
      call(endpoints.agenda.list, {
        signal,
        query: {
          from: params.from,
          to: params.to,
          page: params.page,
          rowsPerPage: EVENTS_PAGE_SIZE,
          ...(params.status ? { status: params.status } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
