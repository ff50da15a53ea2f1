import type { EventStatus } from '@portal/shared';

/** The list's query: a range of Nepal days (AD), a status, a page. */
export type EventsParams = { from: string; to: string; status: EventStatus | undefined; page: number };

export const agendaKeys = {
  all: ['agenda-desk'] as const,
  list: (params: EventsParams) => [...agendaKeys.all, 'list', params] as const,
  range: (range: { from: string; to: string }) => [...agendaKeys.all, 'range', range] as const,
  detail: (id: number) => [...agendaKeys.all, 'detail', id] as const,
};
