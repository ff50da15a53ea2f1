import {
  agendaNotices,
  calendarAddress,
  calendarFeedQuery,
  calendarTokenParams,
  clientEvent,
  clientEventsQuery,
  readNoticesRequest,
  unwatchQuery,
  watchRequest,
} from '../agenda-reading.schema.ts';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, paged, single, withMessage } from '../envelopes.ts';

const watch = '/api/client/agenda/events/:id/watch';

/** The Agenda as clients read it (a plan with the Agenda): events, watching them, their notices and the calendar subscription. */
export const agendaReadingContract = {
  events: route({
    method: 'GET',
    path: '/api/client/agenda/events',
    access: 'member',
    query: clientEventsQuery,
    response: paged(clientEvent),
  }),
  event: route({ method: 'GET', path: '/api/client/agenda/events/:id', access: 'member', params: idParams, response: single(clientEvent) }),
  /** The event as an iCalendar file (text/calendar), to add to a calendar once. */
  eventIcs: route({ method: 'GET', path: '/api/client/agenda/events/:id/ics', access: 'member', params: idParams }),
  watch: route({ method: 'PUT', path: watch, access: 'member', params: idParams, body: watchRequest, response: withMessage(clientEvent) }),
  unwatch: route({
    method: 'DELETE',
    path: watch,
    access: 'member',
    params: idParams,
    query: unwatchQuery,
    response: withMessage(clientEvent),
  }),
  notices: route({ method: 'GET', path: '/api/client/agenda/notices', access: 'member', response: agendaNotices }),
  readNotices: route({
    method: 'POST',
    path: '/api/client/agenda/notices/read',
    access: 'member',
    body: readNoticesRequest,
    response: messageResponse,
  }),
  calendarAddress: route({ method: 'GET', path: '/api/client/agenda/calendar', access: 'member', response: single(calendarAddress) }),
  rotateCalendarAddress: route({
    method: 'POST',
    path: '/api/client/agenda/calendar/rotate',
    access: 'member',
    response: withMessage(calendarAddress),
  }),
  /** The person's calendar subscription (text/calendar, RFC 5545): the token in the path is the secret. */
  calendarFeed: route({
    method: 'GET',
    path: '/api/agenda/calendar/:token',
    access: 'guest',
    description: 'Every event of the Agenda from 30 days back, or one category (`category`) or the watched ones (`watched=1`).',
    params: calendarTokenParams,
    query: calendarFeedQuery,
  }),
};
