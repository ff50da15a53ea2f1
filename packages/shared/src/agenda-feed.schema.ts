import { z } from 'zod';
import { publicEvent } from './agenda-reading.schema.ts';
import { feedItemsQuery } from './feed.schema.ts';
import { positiveId } from './rules.ts';

/**
 * The Agenda as machines read it: the Feed API's `GET /api/feed/v1/agenda` and the webhooks' agenda deliveries.
 * IPTC ninjs (2.1, the portal's items) has no way to say when and where an event happens or what coverage is
 * planned of it (its `events` only names an event a news item is about), so an event goes out in this documented
 * shape of our own (docs/AGENDA-FEED.md): the event as clients read it on the web, with its address as `uri`.
 */

/** An event of the Agenda with `uri`, its one web address: a receiver knows the event by it (a later `version` replaces it). */
export const agendaFeedEvent = z
  .object({ uri: z.string().meta({ description: 'The event’s web address, its identifier: the same in every version' }) })
  .extend(publicEvent.shape);
export type AgendaFeedEvent = z.infer<typeof agendaFeedEvent>;

/** A page: `since` as for items (a `next_cursor` of an earlier answer), `limit` 1–100, and one category's events. */
export const agendaFeedQuery = feedItemsQuery.pick({ since: true, limit: true }).extend({
  category: z.optional(positiveId).meta({ description: 'A category id: only events in it' }),
});
export type AgendaFeedQuery = z.infer<typeof agendaFeedQuery>;

export const agendaFeedPage = z.object({ events: z.array(agendaFeedEvent), next_cursor: z.string() });
export type AgendaFeedPage = z.infer<typeof agendaFeedPage>;
