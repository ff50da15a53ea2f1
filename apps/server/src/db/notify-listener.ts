import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears: each payload sent with NOTIFY, and `gap` once a lost connection is back (what was sent meanwhile is gone). */
export type NotifyHandlers = { message(payload: string): void; gap(): void };
export type StopListening = () => Promise<void>;

/** The part of a node-postgres client the listener uses; tests hand it a fake one. */
export type ListenConnection = Pick<pg.Client, 'connect' | 'query' | 'end' | 'on' | 'removeAllListeners'>;

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;
/** Only word characters: the channel is written into LISTEN, which takes no parameter. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to other queries). When
 * the connection drops, it connects again, backing off from 100 ms to 5 s, and calls `gap` once it
 * listens again.
 */
export async function listenPostgres(
  connect: () => ListenConnection,
  channel: string,
  handlers: NotifyHandlers,
  onError: (error: unknown) => void,
): Promise<StopListening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let current: ListenConnection | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  async function open(): Promise<void> {
    const connection = connect();
    current = connection;
    connection.on('notification', (notice) => {
      if (notice.channel === channel) handlers.message(notice.payload ?? '');
    });
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection, new Error('listening connection ended')));
    await connection.connect();
    await connection.query(`listen ${channel}`);
  }

  function lost(connection: ListenConnection, error: unknown) {
    if (stopped || connection !== current) return;
    current = undefined;
    connection.removeAllListeners();
    connection.end().catch(() => undefined);
    onError(error);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    retry = setTimeout(() => {
      retry = undefined;
      open().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          handlers.gap();
        },
        (error: unknown) => {
          retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
          if (current) lost(current, error);
        },
      );
    }, retryMs);
    retry.unref();
  }

  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const connection = current;
    current = undefined;
    if (connection) {
      connection.removeAllListeners();
      await connection.end().catch(() => undefined);
    }
  };
}

/** LISTEN on the embedded database: it runs in this process, so its connection never drops. */
export async function listenPglite(client: PGlite, channel: string, handlers: NotifyHandlers): Promise<StopListening> {
  const stop = await client.listen(channel, (payload) => handlers.message(payload));
  // A database closed first (a test taking it away) has no listener left to remove.
  return async () => {
    if (!client.closed) await stop();
  };
}

/** A node-postgres client for `url` that is not in any pool. */
export const ownConnection = (url: string) => () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
