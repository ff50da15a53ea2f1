import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** feed_tokens: the secret of a client's RSS and Atom addresses; the holder lookup also reads whether the client is suspended. */
export function createFeedTokensRepository(db: Database) {
  return {
    async sealedOf(userId: number): Promise<string | undefined> {
      const [row] = rowsOf<{ sealed_token: string }>(await db.execute(sql`select sealed_token from feed_tokens where user_id = ${userId}`));
      return row?.sealed_token;
    },

    /** Stores the client's first token; when another request stored one meanwhile, that one stays and is answered. */
    async createOnce(userId: number, token: { hash: string; sealed: string }): Promise<string> {
      await db.execute(sql`insert into feed_tokens (user_id, token_hash, sealed_token) values (${userId}, ${token.hash}, ${token.sealed})
        on conflict (user_id) do nothing`);
      const [row] = rowsOf<{ sealed_token: string }>(await db.execute(sql`select sealed_token from feed_tokens where user_id = ${userId}`));
      if (!row) throw new Error('feed token not stored');
      return row.sealed_token;
    },

    async replace(userId: number, token: { hash: string; sealed: string }): Promise<void> {
      await db.execute(sql`insert into feed_tokens (user_id, token_hash, sealed_token) values (${userId}, ${token.hash}, ${token.sealed})
        on conflict (user_id) do update set token_hash = excluded.token_hash, sealed_token = excluded.sealed_token, created_at = now()`);
    },

    async holderOf(hash: string): Promise<{ userId: number; staff: boolean; suspended: boolean } | undefined> {
      const [row] = rowsOf<{ user_id: number; role: string; suspended: boolean }>(
        await db.execute(sql`select t.user_id, u.role, u.suspended_at is not null as suspended
          from feed_tokens t join users u on u.id = t.user_id where t.token_hash = ${hash}`),
      );
      return row && { userId: row.user_id, staff: row.role === 'staff', suspended: row.suspended };
    },
  };
}
export type FeedTokensRepository = ReturnType<typeof createFeedTokensRepository>;
