import {
  type AgendaNotice,
  BELL_SIZE,
  type ClientEvent,
  type ClientEventsQuery,
  messages,
  type PublicEvent,
  type WatchRequest,
} from '@portal/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nepalDay } from '../../lib/nepal-dates.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentPolicy } from '../content/content.policy.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';
import { type FileLink, presentPublic } from './agenda.presenters.ts';
import type { AgendaRepository, EventRecord } from './agenda.repository.ts';
import type { AgendaWatchesRepository, WatchRow } from './agenda-watches.repository.ts';

/** The event as this person reads it: what they watch marked. */
const withWatches = (event: PublicEvent, watches: WatchRow[]): ClientEvent => {
  const own = watches.filter((watch) => watch.eventId === event.id);
  return {
    ...event,
    watched: own.some((watch) => watch.coverageId === null),
    watch_sms: own.some((watch) => watch.sms),
    coverages: event.coverages.map((coverage) => ({ ...coverage, watched: own.some((watch) => watch.coverageId === coverage.id) })),
  };
};

/**
 * The Agenda as a client reads it (a plan with the Agenda, days left): events over a range of Nepal days with
 * their coverage and delivered items, the home district's first each day; watching them; the notices of changes.
 */
export function createAgendaReadingService(deps: {
  repository: AgendaRepository;
  watches: AgendaWatchesRepository;
  policy: Pick<ContentPolicy, 'assertCanReadAgenda'>;
  fileLink: FileLink;
  now: () => Date;
}) {
  const { repository, watches } = deps;

  async function presented(reader: Authenticated, events: EventRecord[]): Promise<ClientEvent[]> {
    const ids = events.map((event) => event.id);
    const [parts, own] = await Promise.all([repository.partsOf(ids), watches.watchesOf(reader.user.id, ids)]);
    return events.map((event) => withWatches(presentPublic(event, parts, deps.fileLink), own));
  }

  async function event(reader: Authenticated, id: number): Promise<ClientEvent> {
    await deps.policy.assertCanReadAgenda(reader);
    const found = await repository.find(id);
    if (!found) throw new NotFoundError();
    const [presentedEvent] = await presented(reader, [found]);
    return presentedEvent as ClientEvent;
  }

  return {
    /** Without a range: from today on. */
    async events(reader: Authenticated, query: ClientEventsQuery) {
      await deps.policy.assertCanReadAgenda(reader);
      const { coverage_kind: coverageKind, watched, ...filters } = query;
      const { rows, total } = await repository.page(
        {
          ...filters,
          from: query.from ?? (query.to ? undefined : nepalDay(deps.now())),
          coverageKind,
          watchedBy: watched ? reader.user.id : undefined,
          homeDistrictId: reader.user.homeDistrictId,
        },
        { limit: query.rowsPerPage, offset: offsetOf(query) },
      );
      return { data: await presented(reader, rows), meta: pageMeta(total, query) };
    },

    event,

    async watch(reader: Authenticated, id: number, request: WatchRequest): Promise<ClientEvent> {
      await event(reader, id);
      if (request.coverage_id !== null && !(await watches.hasCoverage(id, request.coverage_id))) throw new NotFoundError();
      if (request.sms && !reader.user.mobileNo) throw ValidationError.field('sms', messages.watchSmsNeedsMobile);
      await watches.watch(reader.user.id, id, request.coverage_id, request.sms);
      return event(reader, id);
    },

    async unwatch(reader: Authenticated, id: number, coverageId: number | undefined): Promise<ClientEvent> {
      await event(reader, id);
      await watches.unwatch(reader.user.id, id, coverageId);
      return event(reader, id);
    },

    async notices(reader: Authenticated): Promise<{ data: AgendaNotice[]; unread: number }> {
      const { rows, unread } = await watches.notices(reader.user.id, BELL_SIZE);
      const data = rows.map((row) => ({
        id: row.id,
        event_id: row.eventId,
        title: row.title,
        title_ne: row.titleNe,
        reasons: row.reasons,
        coverage_kind: row.coverageKind,
        at: row.createdAt.toISOString(),
        read: row.readAt !== null,
      }));
      return { data, unread };
    },

    readNotices: (reader: Authenticated, ids: number[] | undefined) => watches.markRead(reader.user.id, ids, deps.now()),
  };
}
export type AgendaReading = ReturnType<typeof createAgendaReadingService>;
