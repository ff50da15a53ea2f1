import { agendaFeedPage, agendaFeedQuery } from '../agenda-feed.schema.ts';
import { route } from '../api-contract.ts';

/** The Agenda for a media house's systems (the Feed API, with one of its API keys): events and their planned coverage. */
export const agendaFeedContract = {
  events: route({
    method: 'GET',
    path: '/api/feed/v1/agenda',
    access: 'api-key',
    summary: 'Agenda events with their planned coverage, newest state of each, paged by cursor',
    description: [
      'Send your API key, or an OAuth access token with the `agenda:read` scope, as `Authorization: Bearer <key>`; the plan must include the Agenda (403 otherwise).',
      'Without `since`: the events from 30 days back onward, soonest first (at most `limit`), and `next_cursor` to poll from.',
      'With `since` (a `next_cursor` you were given): every event changed after it, oldest change first, each once per page',
      'in its latest `version`. A cancelled event stays, with `status: "cancelled"`; events are never deleted.',
      'Keep the `next_cursor` of each answer and send it as `since` next time; an empty `events` means nothing changed.',
      'Each event is known by its `uri`; the shape is documented in docs/AGENDA-FEED.md.',
    ].join(' '),
    query: agendaFeedQuery,
    response: agendaFeedPage,
  }),
};
