import { desc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export type OutboxEntry = typeof outbox.$inferInsert;

export function createOutboxRepository(db: Database) {
  return {
    /** `via` lets a caller keep the record inside its own transaction. */
    async add(entry: OutboxEntry, via: Database = db) {
      await via.insert(outbox).values(entry);
    },
    latest(limit: number) {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
