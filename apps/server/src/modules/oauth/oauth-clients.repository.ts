import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

export type OauthClientRow = {
  id: number;
  name: string;
  clientId: string;
  scopes: string[];
  createdAt: Date;
  secretCreatedAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** A client as the token endpoint and the Feed API check it, with whether its house is suspended. */
export type ClientHolder = {
  id: number;
  clientId: string;
  userId: number;
  role: string;
  suspended: boolean;
  revoked: boolean;
  scopes: string[];
  secretHash: string;
  secretVersion: number;
  lastUsedAt: Date | null;
};

type Row = {
  id: number;
  name: string;
  client_id: string;
  scopes: string[];
  created_at: string | Date;
  secret_created_at: string | Date;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
};

const COLUMNS = sql.raw('id, name, client_id, scopes, created_at, secret_created_at, last_used_at, revoked_at');
const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));
const toClient = (row: Row): OauthClientRow => ({
  id: row.id,
  name: row.name,
  clientId: row.client_id,
  scopes: row.scopes,
  createdAt: new Date(row.created_at),
  secretCreatedAt: new Date(row.secret_created_at),
  lastUsedAt: dateOrNull(row.last_used_at),
  revokedAt: dateOrNull(row.revoked_at),
});

/** oauth_clients; the holder lookup also reads whether the house is suspended (users), in the same statement. */
export function createOauthClientsRepository(db: Database) {
  return {
    async list(userId: number): Promise<OauthClientRow[]> {
      const result = await db.execute(sql`select ${COLUMNS} from oauth_clients
        where user_id = ${userId} order by revoked_at is not null, created_at desc, id desc`);
      return rowsOf<Row>(result).map(toClient);
    },

    /** Adds a client unless the house has `max` active ones; its rows are locked first, so racing requests count one after the other. */
    async createWithin(
      userId: number,
      max: number,
      client: { name: string; clientId: string; scopes: readonly string[]; secretHash: string },
      /** Runs in the transaction that adds the client (its audit row). */
      then?: (tx: Database, row: OauthClientRow) => Promise<void>,
    ): Promise<OauthClientRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${0x6f617574}, ${userId})`);
        const [count] = rowsOf<{ active: number }>(
          await tx.execute(sql`select count(*)::int as active from oauth_clients where user_id = ${userId} and revoked_at is null`),
        );
        if ((count?.active ?? 0) >= max) return undefined;
        const [row] = rowsOf<Row>(
          await tx.execute(sql`insert into oauth_clients (user_id, client_id, name, scopes, secret_hash)
            values (${userId}, ${client.clientId}, ${client.name}, ${sql.param([...client.scopes])}::text[], ${client.secretHash})
            returning ${COLUMNS}`),
        );
        const created = row && toClient(row);
        if (created && then) await then(tx, created);
        return created;
      });
    },

    /** A new secret for one of the house's active clients (its version one higher); undefined when it has none with this id. */
    async replaceSecret(
      userId: number,
      id: number,
      secretHash: string,
      at: Date,
      then?: (tx: Database, row: OauthClientRow) => Promise<void>,
    ): Promise<OauthClientRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = rowsOf<Row>(
          await tx.execute(sql`update oauth_clients set secret_hash = ${secretHash}, secret_version = secret_version + 1,
            secret_created_at = ${at.toISOString()}
            where id = ${id} and user_id = ${userId} and revoked_at is null returning ${COLUMNS}`),
        );
        const replaced = row && toClient(row);
        if (replaced && then) await then(tx, replaced);
        return replaced;
      });
    },

    /** Revokes one of the house's clients; false when it has none with this id. A revoked client stays revoked as it was. */
    async revoke(userId: number, id: number, at: Date, then?: (tx: Database) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const result = await tx.execute(sql`update oauth_clients set revoked_at = coalesce(revoked_at, ${at.toISOString()})
          where id = ${id} and user_id = ${userId} returning id`);
        const revoked = rowsOf(result).length > 0;
        if (revoked && then) await then(tx);
        return revoked;
      });
    },

    async holderOf(clientId: string): Promise<ClientHolder | undefined> {
      const [row] = rowsOf<{
        id: number;
        client_id: string;
        user_id: number;
        role: string;
        suspended: boolean;
        revoked: boolean;
        scopes: string[];
        secret_hash: string;
        secret_version: number;
        last_used_at: string | Date | null;
      }>(
        await db.execute(sql`select c.id, c.client_id, c.user_id, u.role, u.suspended_at is not null as suspended,
            c.revoked_at is not null as revoked, c.scopes, c.secret_hash, c.secret_version, c.last_used_at
          from oauth_clients c join users u on u.id = c.user_id where c.client_id = ${clientId}`),
      );
      return (
        row && {
          id: row.id,
          clientId: row.client_id,
          userId: row.user_id,
          role: row.role,
          suspended: row.suspended,
          revoked: row.revoked,
          scopes: row.scopes,
          secretHash: row.secret_hash,
          secretVersion: row.secret_version,
          lastUsedAt: dateOrNull(row.last_used_at),
        }
      );
    },

    async touch(id: number, at: Date): Promise<void> {
      await db.execute(sql`update oauth_clients set last_used_at = ${at.toISOString()} where id = ${id}`);
    },
  };
}
export type OauthClientsRepository = ReturnType<typeof createOauthClientsRepository>;
