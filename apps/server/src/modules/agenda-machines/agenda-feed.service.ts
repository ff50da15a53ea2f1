import type { AgendaFeedEvent, AgendaFeedPage, AgendaFeedQuery } from '@portal/shared';
import { agendaEventWebUrl, messages } from '@portal/shared';
import { ValidationError } from '../../lib/errors.ts';
import type { ContentPolicy, Reader } from '../content/content.policy.ts';
import { decodeCursor, encodeCursor } from '../feed/feed.service.ts';
import { CALENDAR_DAYS_BACK, daysBefore } from './agenda-calendar.service.ts';
import type { AgendaChange, AgendaChangesRepository } from './agenda-changes.repository.ts';

/** An event of the log as machines take it: the stored document with its web address as `uri` (agenda-feed.schema.ts). */
export const feedEventOf = (publicUrl: string, change: AgendaChange): AgendaFeedEvent => ({
  uri: agendaEventWebUrl(publicUrl, change.eventId),
  ...change.document,
});

/**
 * The Feed API's Agenda (`GET /api/feed/v1/agenda`): pages of the agenda's log, cursors as the items' (an opaque
 * seq). Without `since` the events from 30 days back, soonest first; with it every event changed after it, each once.
 */
export function createAgendaFeedService(deps: {
  changes: AgendaChangesRepository;
  policy: ContentPolicy;
  publicUrl: string;
  now: () => Date;
}) {
  return {
    async page(reader: Reader, query: AgendaFeedQuery): Promise<AgendaFeedPage> {
      const since = query.since ? decodeCursor(query.since) : undefined;
      await deps.policy.assertCanReadAgenda(reader);
      const head = await deps.changes.head();
      const filters = { categoryId: query.category };
      let changes: AgendaChange[];
      let cursor = head;
      if (since === undefined) {
        changes = await deps.changes.upcoming(daysBefore(deps.now(), CALENDAR_DAYS_BACK), filters, head, query.limit);
      } else {
        if (since > head) throw ValidationError.field('since', messages.feedCursorInvalid);
        changes = await deps.changes.since(since, filters, head, query.limit);
        // A full page may have more behind it; a short one read the log to its end.
        if (changes.length === query.limit) cursor = changes.at(-1)?.seq ?? head;
      }
      return { events: changes.map((change) => feedEventOf(deps.publicUrl, change)), next_cursor: encodeCursor(cursor) };
    },
  };
}
export type AgendaFeedService = ReturnType<typeof createAgendaFeedService>;
