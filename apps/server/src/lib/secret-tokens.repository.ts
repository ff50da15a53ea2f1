import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * The tables that keep the secret of a person's address (one row per person: the token's SHA-256 to find them by,
 * the token sealed to show it again): `feed_tokens` (the RSS and Atom addresses, owned by feed) and
 * `agenda_calendar_tokens` (the calendar subscription, owned by agenda). Both have the same columns.
 */
export type SecretTokensTable = 'feed_tokens' | 'agenda_calendar_tokens';

/** Who an address belongs to: the person, their media house, and whether they (or the house) may no longer read. */
export type SecretTokenHolder = { userId: number; houseId: number; staff: boolean; suspended: boolean };

/** One table of address secrets; the holder lookup also reads whether the person or their house is suspended or removed. */
export function createSecretTokensRepository(db: Database, tableName: SecretTokensTable) {
  const table = sql.identifier(tableName);
  const sealedOf = async (userId: number): Promise<string | undefined> => {
    const [row] = rowsOf<{ sealed_token: string }>(await db.execute(sql`select sealed_token from ${table} where user_id = ${userId}`));
    return row?.sealed_token;
  };
  return {
    sealedOf,

    /** Stores the person's first token; when another request stored one meanwhile, that one stays and is answered. */
    async createOnce(userId: number, token: { hash: string; sealed: string }): Promise<string> {
      await db.execute(sql`insert into ${table} (user_id, token_hash, sealed_token) values (${userId}, ${token.hash}, ${token.sealed})
        on conflict (user_id) do nothing`);
      const sealed = await sealedOf(userId);
      if (!sealed) throw new Error(`${tableName}: token not stored`);
      return sealed;
    },

    async replace(userId: number, token: { hash: string; sealed: string }, via: Database = db): Promise<void> {
      await via.execute(sql`insert into ${table} (user_id, token_hash, sealed_token) values (${userId}, ${token.hash}, ${token.sealed})
        on conflict (user_id) do update set token_hash = excluded.token_hash, sealed_token = excluded.sealed_token, created_at = now()`);
    },

    async holderOf(hash: string): Promise<SecretTokenHolder | undefined> {
      const [row] = rowsOf<{ user_id: number; house_id: number; role: string; suspended: boolean }>(
        await db.execute(sql`select t.user_id, coalesce(u.house_id, u.id) as house_id, u.role,
            (u.suspended_at is not null or u.removed_at is not null or coalesce(h.suspended_at is not null, false)) as suspended
          from ${table} t join users u on u.id = t.user_id left join users h on h.id = u.house_id
          where t.token_hash = ${hash}`),
      );
      return row && { userId: row.user_id, houseId: row.house_id, staff: row.role === 'staff', suspended: row.suspended };
    },
  };
}
export type SecretTokensRepository = ReturnType<typeof createSecretTokensRepository>;
