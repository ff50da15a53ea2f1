import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { urgentSmsMessages } from '../../db/schema.ts';
import { planInForce } from '../subscription/subscription.repository.ts';

/** A queued SMS with what its text is made of. */
export type QueuedSms = { id: number; recipient: string; title: string; languageCode: string };

/** The urgent-news SMS: one row per person and item (the unique index), queued, then sent, failed or skipped. */
export function createUrgentSmsRepository(db: Database) {
  return {
    /**
     * One row per person who should hear of this urgent item: opted in, a mobile number, not removed or
     * suspended (nor their house), the house with days left on a plan that includes news. The first
     * `perDay` of a house's Nepal day are queued, the rest recorded as skipped; a person already
     * recorded for the item (a second run) gets nothing. Answers the queued rows' ids.
     */
    async queueForItem(tx: Database, newsId: number, now: Date, nepalMidnight: Date, perDay: number): Promise<number[]> {
      const at = now.toISOString();
      const rows = rowsOf<{ id: number; status: string }>(
        await tx.execute(sql`
          with recipients as (
            select u.id as user_id, coalesce(u.house_id, u.id) as house_id, u.mobile_no
            from news n, users u
            where n.id = ${newsId} and n.urgent
              and u.role = 'client' and u.urgent_sms and u.mobile_no <> ''
              and u.suspended_at is null and u.removed_at is null
              and not exists (select 1 from users house where house.id = u.house_id and house.suspended_at is not null)
              and ${planInForce(sql`coalesce(u.house_id, u.id)`, now, { includes: 'News' })}
              and not exists (select 1 from urgent_sms_messages done where done.user_id = u.id and done.news_id = n.id)
          ),
          ranked as (
            select r.*, row_number() over (partition by r.house_id order by r.user_id) + (
              select count(*) from urgent_sms_messages sent
              where sent.house_id = r.house_id and sent.status <> 'skipped' and sent.created_at >= ${nepalMidnight.toISOString()}
            ) as place
            from recipients r
          )
          insert into urgent_sms_messages (user_id, house_id, news_id, recipient, status, created_at)
          select user_id, house_id, ${newsId}, mobile_no, case when place <= ${perDay} then 'queued' else 'skipped' end, ${at}
          from ranked
          on conflict (user_id, news_id) do nothing
          returning id, status`),
      );
      return rows.filter((row) => row.status === 'queued').map((row) => row.id);
    },

    /** A queued message with its item's headline and language; undefined once it was sent or given up. */
    async queued(id: number): Promise<QueuedSms | undefined> {
      const [row] = rowsOf<{ id: number; recipient: string; title: string; language_code: string }>(
        await db.execute(sql`
          select m.id, m.recipient, n.title, coalesce(l.code, '') as language_code
          from urgent_sms_messages m join news n on n.id = m.news_id left join languages l on l.id = n.language_id
          where m.id = ${id} and m.status = 'queued'`),
      );
      return row && { id: row.id, recipient: row.recipient, title: row.title, languageCode: row.language_code };
    },

    /** How many SMS the gateway accepted in [from, until). */
    async sentBetween(from: Date, until: Date): Promise<number> {
      const [row] = await db
        .select({ sent: count() })
        .from(urgentSmsMessages)
        .where(and(eq(urgentSmsMessages.status, 'sent'), gte(urgentSmsMessages.sentAt, from), lt(urgentSmsMessages.sentAt, until)));
      return row?.sent ?? 0;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db
        .update(urgentSmsMessages)
        .set({ status: 'sent', sentAt: at, error: null })
        .where(and(eq(urgentSmsMessages.id, id), eq(urgentSmsMessages.status, 'queued')));
    },

    /** Keeps the gateway's last refusal; `final` gives the message up. */
    async markRefused(id: number, error: string, final: boolean): Promise<void> {
      await db
        .update(urgentSmsMessages)
        .set({ error, ...(final ? { status: 'failed' as const } : {}) })
        .where(and(eq(urgentSmsMessages.id, id), eq(urgentSmsMessages.status, 'queued')));
    },
  };
}
export type UrgentSmsRepository = ReturnType<typeof createUrgentSmsRepository>;
