import type { EventsFilters } from '../components/agenda-params.ts';

export const agendaKeys = {
  all: ['agenda'] as const,
  events: () => [...agendaKeys.all, 'events'] as const,
  range: (range: { from: string; to: string }, filters: EventsFilters) => [...agendaKeys.events(), 'range', range, filters] as const,
  list: (page: number, past: boolean, filters: EventsFilters) => [...agendaKeys.events(), 'list', { page, past }, filters] as const,
  event: (id: number) => [...agendaKeys.all, 'event', id] as const,
  notices: ['agenda-notices'] as const,
  calendar: ['agenda', 'calendar'] as const,
};
