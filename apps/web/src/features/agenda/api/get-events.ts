import { type ClientEvent, endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { addDays, nepalToday } from '../components/agenda-days.ts';
import type { EventsFilters } from '../components/agenda-params.ts';
import { agendaKeys } from './agenda-keys.ts';

/** How many events a page of the list view shows. */
export const LIST_PAGE_SIZE = 20;
/** The most the server gives in one page; a day or a week asks page after page up to RANGE_PAGES of them. */
const RANGE_PAGE_SIZE = 100;
const RANGE_PAGES = 5;

const events = endpoints.agendaReading.events;

/**
 * Every event overlapping a range of Nepal days (a day, a week), in the server's order: by day, the person's home
 * district first each day, then by time. `more` is true when the range held more than the screen asks for.
 */
export const useRangeEvents = (range: { from: string; to: string }, filters: EventsFilters) =>
  useQuery({
    queryKey: agendaKeys.range(range, filters),
    queryFn: async ({ signal }) => {
      const found: ClientEvent[] = [];
      for (let page = 1; page <= RANGE_PAGES; page++) {
        const answer = await call(events, {
          signal,
          notify: false,
          query: { ...filters, ...range, page, rowsPerPage: RANGE_PAGE_SIZE },
        });
        found.push(...answer.data);
        if (page >= answer.meta.last_page) return { events: found, more: false };
      }
      return { events: found, more: true };
    },
    placeholderData: keepPreviousData,
  });

/**
 * A page of the list view. Upcoming: from today on, earliest first. Past: the days before today, latest first;
 * the server gives every range earliest first, so its pages are read from the last one back and turned round.
 */
export const useEventsPage = (page: number, past: boolean, filters: EventsFilters) =>
  useQuery({
    queryKey: agendaKeys.list(page, past, filters),
    queryFn: async ({ signal }) => {
      if (!past) {
        const answer = await call(events, { signal, notify: false, query: { ...filters, page, rowsPerPage: LIST_PAGE_SIZE } });
        return { events: answer.data, lastPage: answer.meta.last_page, total: answer.meta.total };
      }
      const range = { to: addDays(nepalToday(), -1) };
      const probe = await call(events, { signal, notify: false, query: { ...filters, ...range, page: 1, rowsPerPage: 1 } });
      const lastPage = Math.max(1, Math.ceil(probe.meta.total / LIST_PAGE_SIZE));
      const serverPage = lastPage - Math.min(page, lastPage) + 1;
      const answer = await call(events, {
        signal,
        notify: false,
        query: { ...filters, ...range, page: serverPage, rowsPerPage: LIST_PAGE_SIZE },
      });
      return { events: [...answer.data].reverse(), lastPage, total: answer.meta.total };
    },
    placeholderData: keepPreviousData,
  });
