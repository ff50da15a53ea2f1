/** Writes the ninjs stored on feed events (`feed_events.ninjs`) and the settings they were made for (`feed_state`). */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/** An event's stored ninjs: for every plan, and without videos where the item has any. */
export type StoredDocument = { seq: number; ninjs: string; ninjsWithoutVideos: string | null };

/** A usable event whose item's ninjs is to be made. */
export type EventToDocument = { seq: number; newsId: number; version: number; at: Date };

export function createEventDocumentsRepository(db: Database) {
  return {
    async store(documents: StoredDocument[], tx: Database = db): Promise<void> {
      if (documents.length === 0) return;
      await tx.execute(sql`update feed_events e set ninjs = d.ninjs, ninjs_without_videos = d.ninjs_without_videos
        from jsonb_to_recordset(${JSON.stringify(documents.map((document) => ({ seq: document.seq, ninjs: document.ninjs, ninjs_without_videos: document.ninjsWithoutVideos })))}::jsonb)
          as d(seq bigint, ninjs text, ninjs_without_videos text)
        where e.seq = d.seq`);
    },

    /**
     * Settings other than those the stored ninjs were made for: every event so far is marked as without
     * (read as made on the spot until the archive job made it again). Answers whether anything changed.
     */
    async claim(settings: string): Promise<boolean> {
      const result = await db.execute(sql`update feed_state
        set documents_for = ${settings}, documents_below = (select coalesce(max(seq), 0) + 1 from feed_events)
        where id = 1 and documents_for <> ${settings} returning id`);
      return rowsOf(result).length > 0;
    },

    /**
     * In a transaction holding `feed_state`'s row: the next `limit` seqs below `documents_below`. The
     * items' latest usable events among them go to `make` (older ones are never listed again: theirs
     * are cleared), then the mark moves below them. Answers the seqs left, 'done' when none are left
     * for these settings, 'busy' while another instance holds the row.
     */
    async archiveBatch(
      settings: string,
      limit: number,
      make: (events: EventToDocument[], tx: Database) => Promise<void>,
    ): Promise<{ left: number } | 'done' | 'busy'> {
      return db.transaction(async (tx) => {
        const [state] = rowsOf<{ documents_for: string; documents_below: string | number }>(
          await tx.execute(sql`select documents_for, documents_below from feed_state where id = 1 for update skip locked`),
        );
        if (!state) return 'busy';
        const below = Number(state.documents_below);
        if (state.documents_for !== settings || below <= 1) return 'done';
        const from = Math.max(1, below - limit);
        await tx.execute(sql`update feed_events set ninjs = null, ninjs_without_videos = null
          where seq >= ${from} and seq < ${below} and ninjs is not null`);
        const events = rowsOf<{ seq: string | number; news_id: number; version: number; created_at: string | Date }>(
          await tx.execute(sql`select e.seq, e.news_id, e.version, e.created_at from feed_events e
            where e.seq >= ${from} and e.seq < ${below} and e.pubstatus = 'usable' and e.latest`),
        );
        await make(
          events.map((row) => ({ seq: Number(row.seq), newsId: row.news_id, version: row.version, at: new Date(row.created_at) })),
          tx,
        );
        await tx.execute(sql`update feed_state set documents_below = ${from} where id = 1`);
        return { left: from - 1 };
      });
    },
  };
}
export type EventDocumentsRepository = ReturnType<typeof createEventDocumentsRepository>;
