import { FEATURE_AGENDA, type NoticeReason } from '@portal/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { agendaCoverages, agendaEvents, agendaNotices, agendaWatches } from '../../db/schema.ts';
import { planInForce } from '../subscription/subscription.repository.ts';

export type WatchRow = typeof agendaWatches.$inferSelect;
export type NewNotice = Pick<typeof agendaNotices.$inferInsert, 'userId' | 'changeSeq' | 'eventId' | 'reasons' | 'coverageKind' | 'sms'>;

/** A notice claimed for sending, with what its mail and text message say and who they go to. */
export type SendableNotice = {
  id: number;
  eventId: number;
  reasons: NoticeReason[];
  coverageKind: string | null;
  sms: boolean;
  title: string;
  titleNe: string;
  startDate: string;
  startTime: string | null;
  statusReason: string;
  email: string;
  mobile: string;
  locale: 'en' | 'ne';
  calendar: 'bs' | 'ad' | null;
};

/** Who watches which event or coverage, and the notices of the changes they were told of. */
export function createAgendaWatchesRepository(db: Database) {
  return {
    watchesOf: (userId: number, eventIds: number[]): Promise<WatchRow[]> =>
      eventIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(agendaWatches)
            .where(and(eq(agendaWatches.userId, userId), inArray(agendaWatches.eventId, eventIds))),

    async watch(userId: number, eventId: number, coverageId: number | null, sms: boolean): Promise<void> {
      // The unique index is on an expression (a null coverage is the event itself), which drizzle's conflict target cannot name.
      await db.execute(sql`
        insert into agenda_watches (user_id, event_id, coverage_id, sms) values (${userId}, ${eventId}, ${coverageId}, ${sms})
        on conflict (user_id, event_id, coalesce(coverage_id, 0)) do update set sms = excluded.sms`);
    },

    async unwatch(userId: number, eventId: number, coverageId: number | undefined): Promise<void> {
      await db
        .delete(agendaWatches)
        .where(
          and(
            eq(agendaWatches.userId, userId),
            eq(agendaWatches.eventId, eventId),
            coverageId === undefined ? isNull(agendaWatches.coverageId) : eq(agendaWatches.coverageId, coverageId),
          ),
        );
    },

    /** Whether the coverage is the event's. */
    async hasCoverage(eventId: number, coverageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agendaCoverages.id })
        .from(agendaCoverages)
        .where(and(eq(agendaCoverages.id, coverageId), eq(agendaCoverages.eventId, eventId)));
      return row !== undefined;
    },

    /** The event's watchers who may still be told: clients not suspended (nor their house), on a plan with the Agenda and days left. */
    async watchersOf(tx: Database, eventId: number, at: Date): Promise<Pick<WatchRow, 'userId' | 'coverageId' | 'sms'>[]> {
      const rows = rowsOf<{ user_id: number; coverage_id: number | null; sms: boolean }>(
        await tx.execute(sql`
          select w.user_id, w.coverage_id, w.sms
          from agenda_watches w
          join users u on u.id = w.user_id and u.role = 'client' and u.suspended_at is null and u.removed_at is null
          where w.event_id = ${eventId}
            and ${planInForce(sql`coalesce(u.house_id, u.id)`, at, { feature: FEATURE_AGENDA })}
            and not exists (select 1 from users house where house.id = u.house_id and house.suspended_at is not null)`),
      );
      return rows.map((row) => ({ userId: row.user_id, coverageId: row.coverage_id, sms: row.sms }));
    },

    /** Adds the notices; one per person and change, so a second try of the same change adds none. Answers the ids added. */
    async addNotices(tx: Database, notices: NewNotice[]): Promise<number[]> {
      if (notices.length === 0) return [];
      const added = await tx.insert(agendaNotices).values(notices).onConflictDoNothing().returning({ id: agendaNotices.id });
      return added.map((row) => row.id);
    },

    /** The change's notices not sent yet, marked sent, with their event and person; none for a person who can no longer be told. */
    async claimChange(tx: Database, changeSeq: number, at: Date): Promise<SendableNotice[]> {
      return rowsOf<SendableNotice>(
        await tx.execute(sql`
          update agenda_notices n set mailed_at = ${at.toISOString()}
          from agenda_events e, users u
          where n.change_seq = ${changeSeq} and n.mailed_at is null
            and e.id = n.event_id and u.id = n.user_id and u.suspended_at is null and u.removed_at is null
          returning n.id, n.event_id as "eventId", n.reasons, n.coverage_kind as "coverageKind", n.sms,
            e.title, e.title_ne as "titleNe", e.start_date::text as "startDate", e.start_time as "startTime",
            e.status_reason as "statusReason", u.email, u.mobile_no as mobile, u.locale, u.calendar`),
      );
    },

    async notices(userId: number, size: number) {
      const where = eq(agendaNotices.userId, userId);
      const [rows, [unread]] = await Promise.all([
        db
          .select({
            id: agendaNotices.id,
            eventId: agendaNotices.eventId,
            title: agendaEvents.title,
            titleNe: agendaEvents.titleNe,
            reasons: agendaNotices.reasons,
            coverageKind: agendaNotices.coverageKind,
            createdAt: agendaNotices.createdAt,
            readAt: agendaNotices.readAt,
          })
          .from(agendaNotices)
          .innerJoin(agendaEvents, eq(agendaEvents.id, agendaNotices.eventId))
          .where(where)
          .orderBy(desc(agendaNotices.createdAt), desc(agendaNotices.id))
          .limit(size),
        db
          .select({ n: count() })
          .from(agendaNotices)
          .where(and(where, isNull(agendaNotices.readAt))),
      ]);
      return { rows, unread: unread?.n ?? 0 };
    },

    async markRead(userId: number, ids: number[] | undefined, at: Date): Promise<void> {
      await db
        .update(agendaNotices)
        .set({ readAt: at })
        .where(and(eq(agendaNotices.userId, userId), isNull(agendaNotices.readAt), ...(ids ? [inArray(agendaNotices.id, ids)] : [])));
    },
  };
}
export type AgendaWatchesRepository = ReturnType<typeof createAgendaWatchesRepository>;
