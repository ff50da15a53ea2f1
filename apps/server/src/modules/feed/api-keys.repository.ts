import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

export type ApiKeyRow = {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** The client behind a key, as the Feed API checks it on every call. */
export type KeyHolder = { keyId: number; userId: number; role: string; suspended: boolean; revoked: boolean; lastUsedAt: Date | null };

type Row = {
  id: number;
  name: string;
  prefix: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
};

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));
const toKey = (row: Row): ApiKeyRow => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: new Date(row.created_at),
  lastUsedAt: dateOrNull(row.last_used_at),
  revokedAt: dateOrNull(row.revoked_at),
});

/** api_keys; the key lookup also reads whether the holder is suspended (users), in the same statement. */
export function createApiKeysRepository(db: Database) {
  return {
    async list(userId: number): Promise<ApiKeyRow[]> {
      const result = await db.execute(sql`select id, name, prefix, created_at, last_used_at, revoked_at from api_keys
        where user_id = ${userId} order by revoked_at is not null, created_at desc, id desc`);
      return rowsOf<Row>(result).map(toKey);
    },

    /**
     * Adds a key unless the client already has `max` active ones. The client's rows are locked first, so
     * requests racing each other count one after the other and never pass the limit together.
     */
    async createWithin(
      userId: number,
      max: number,
      key: { name: string; prefix: string; hash: string },
      /** Runs in the transaction that adds the key (its audit row). */
      then?: (tx: Database, row: ApiKeyRow) => Promise<void>,
    ): Promise<ApiKeyRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${0x6b657973}, ${userId})`);
        const [count] = rowsOf<{ active: number }>(
          await tx.execute(sql`select count(*)::int as active from api_keys where user_id = ${userId} and revoked_at is null`),
        );
        if ((count?.active ?? 0) >= max) return undefined;
        const [row] = rowsOf<Row>(
          await tx.execute(sql`insert into api_keys (user_id, name, prefix, key_hash) values (${userId}, ${key.name}, ${key.prefix}, ${key.hash})
            returning id, name, prefix, created_at, last_used_at, revoked_at`),
        );
        const created = row && toKey(row);
        if (created && then) await then(tx, created);
        return created;
      });
    },

    /** Revokes one of the client's own keys; false when it has none with this id. A revoked key stays revoked as it was. */
    async revoke(userId: number, id: number, at: Date, then?: (tx: Database) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const result = await tx.execute(sql`update api_keys set revoked_at = coalesce(revoked_at, ${at.toISOString()})
          where id = ${id} and user_id = ${userId} returning id`);
        const revoked = rowsOf(result).length > 0;
        if (revoked && then) await then(tx);
        return revoked;
      });
    },

    async holderOf(hash: string): Promise<KeyHolder | undefined> {
      const [row] = rowsOf<{
        id: number;
        user_id: number;
        role: string;
        suspended: boolean;
        revoked: boolean;
        last_used_at: string | Date | null;
      }>(
        await db.execute(sql`select k.id, k.user_id, u.role, u.suspended_at is not null as suspended, k.revoked_at is not null as revoked, k.last_used_at
          from api_keys k join users u on u.id = k.user_id where k.key_hash = ${hash}`),
      );
      return (
        row && {
          keyId: row.id,
          userId: row.user_id,
          role: row.role,
          suspended: row.suspended,
          revoked: row.revoked,
          lastUsedAt: dateOrNull(row.last_used_at),
        }
      );
    },

    async touch(keyId: number, at: Date): Promise<void> {
      await db.execute(sql`update api_keys set last_used_at = ${at.toISOString()} where id = ${keyId}`);
    },

    /** Adds calls to each client's count for a Nepal day. */
    async addUsage(counts: { userId: number; day: string; calls: number }[]): Promise<void> {
      if (counts.length === 0) return;
      const values = sql.join(
        counts.map((count) => sql`(${count.userId}, ${count.day}, ${count.calls})`),
        sql`, `,
      );
      await db.execute(sql`insert into feed_usage (user_id, day, calls) values ${values}
        on conflict (user_id, day) do update set calls = feed_usage.calls + excluded.calls`);
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
