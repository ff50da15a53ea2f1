import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, fromPglite } from 'pg-boss';
import { listenPglite, listenPostgres, type NotifyHandlers, ownConnection, type StopListening } from './notify-listener.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers share this type; repositories take it (a transaction is one too). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The same database for pg-boss (lib/job-queue.ts), sharing this handle's connections. */
  jobs: Db;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance of the portal runs its own: migrations and the reference seed at
   * start, so instances booting together on one empty database do not race on the same DDL. PostgreSQL:
   * a session advisory lock on a connection of its own; PGlite is one process's.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** PostgreSQL only: connections running a query and queries waiting for one (PGlite is one connection in this process, no pool). */
  poolStats?(): { inUse: number; waiting: number };
  /** Hears NOTIFY on `channel` (db/notify-listener.ts); errors of a dropped connection go to `onError`. */
  listen(channel: string, handlers: NotifyHandlers, onError: (error: unknown) => void): Promise<StopListening>;
  /** PGlite only: the whole data directory as one tarball, which `openDatabase({ startFrom })` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');
/** The advisory lock key of start-up work: "portal" as bytes, any number no other user of the database takes. */
const START_UP_LOCK = 0x706f7274616c;

/**
 * `databaseUrl` set: PostgreSQL. Otherwise PGlite in `dataDir`, or in memory when `dataDir` is null; an in-memory
 * one starts as the copy of `startFrom` (a `dumpDataDir` tarball) when given, which tests use to skip migrating.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  startFrom?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.startFrom);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    jobs: { executeSql: (text, values) => pool.query(text, values) },
    migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
    exclusively: async (work) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => undefined);
        holder.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, handlers, onError) => listenPostgres(ownConnection(url), channel, handlers, onError),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** Loaded only for the embedded database: an instance on PostgreSQL never loads PGlite and its WebAssembly. */
async function loadPglite() {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, pg_trgm, drizzlePglite: drizzle, migratePglite: migrate };
}

async function openPglite(dataDir: string | null, startFrom: Blob | undefined): Promise<DatabaseHandle> {
  const { PGlite, pg_trgm, drizzlePglite, migratePglite } = await loadPglite();
  let client: PGlite;
  if (dataDir) {
    const folder = path.join(dataDir, 'pgdata');
    fs.mkdirSync(folder, { recursive: true });
    client = await PGlite.create(folder, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm }, ...(startFrom ? { loadDataDir: startFrom } : {}) });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    jobs: fromPglite(client),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
