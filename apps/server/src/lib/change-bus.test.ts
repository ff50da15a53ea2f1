import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { type ListenConnection, listenPostgres, ownConnection } from '../db/notify-listener.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { type Change, createChangeBus } from './change-bus.ts';

const log = pino({ level: 'silent' });

/** A connection that answers as PostgreSQL would and can be made to drop. */
class FakeConnection extends EventEmitter {
  readonly queries: string[] = [];
  ended = false;
  async connect() {}
  async query(text: string) {
    this.queries.push(text);
    return { rows: [] };
  }
  async end() {
    this.ended = true;
  }
  drop() {
    this.emit('error', new Error('terminating connection due to administrator command'));
  }
  notify(channel: string, payload: string) {
    this.emit('notification', { channel, payload, processId: 1 });
  }
}

describe('listening on PostgreSQL', () => {
  it('listens again on a new connection after a drop and tells of the gap; messages flow on the new one', async () => {
    const connections: FakeConnection[] = [];
    const connect = () => {
      const connection = new FakeConnection();
      connections.push(connection);
      return connection as unknown as ListenConnection;
    };
    const heard: string[] = [];
    const gap = vi.fn();
    const errors: unknown[] = [];
    const stop = await listenPostgres(connect, 'portal_changes', { message: (payload) => heard.push(payload), gap }, (error) =>
      errors.push(error),
    );
    expect(connections[0]?.queries).toEqual(['listen portal_changes']);
    connections[0]?.notify('portal_changes', 'one');
    connections[0]?.notify('other_channel', 'not ours');

    connections[0]?.drop();
    expect(connections[0]?.ended).toBe(true);
    expect(errors).toHaveLength(1);
    await vi.waitFor(() => expect(gap).toHaveBeenCalledTimes(1));
    expect(connections[1]?.queries).toEqual(['listen portal_changes']);
    connections[1]?.notify('portal_changes', 'two');
    connections[0]?.notify('portal_changes', 'from the dropped connection');
    expect(heard).toEqual(['one', 'two']);

    await stop();
    expect(connections[1]?.ended).toBe(true);
  });

  it('keeps trying when the server is not back yet, and listens once it is', async () => {
    const connections: FakeConnection[] = [];
    let refuse = 0;
    const connect = () => {
      const connection = new FakeConnection();
      if (connections.length > 0 && refuse-- > 0) connection.connect = async () => Promise.reject(new Error('connection refused'));
      connections.push(connection);
      return connection as unknown as ListenConnection;
    };
    const gap = vi.fn();
    const errors: unknown[] = [];
    const stop = await listenPostgres(connect, 'portal_changes', { message() {}, gap }, (error) => errors.push(error));
    refuse = 1;
    connections[0]?.emit('end');
    await vi.waitFor(() => expect(gap).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(connections).toHaveLength(3);
    expect(errors.map((error) => (error as Error).message)).toEqual(['listening connection ended', 'connection refused']);
    await stop();
  });

  it('fails to start when PostgreSQL refuses the connection, so the instance does not run deaf', async () => {
    await expect(
      listenPostgres(
        ownConnection('postgres://postgres@127.0.0.1:9/portal'),
        'portal_changes',
        { message() {}, gap() {} },
        () => undefined,
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
  });

  it('refuses a channel name that LISTEN could not take as it is', async () => {
    await expect(
      listenPostgres(
        () => new FakeConnection() as unknown as ListenConnection,
        'x; drop table users',
        { message() {}, gap() {} },
        () => undefined,
      ),
    ).rejects.toThrow('not a channel name');
  });
});

describe('the change bus', () => {
  it('tells its gap handlers of a lost connection that is back, and logs the loss', async () => {
    const errors: unknown[] = [];
    const log = { warn() {}, error: (fields: { err: unknown }) => errors.push(fields.err) } as unknown as FastifyBaseLogger;
    let lose: () => void = () => undefined;
    const bus = createChangeBus({
      database: {
        async listen(_channel, handlers, onError) {
          lose = () => {
            onError(new Error('terminating connection'));
            handlers.gap();
          };
          return async () => undefined;
        },
      },
      log,
    });
    const gap = vi.fn();
    bus.onGap(gap);
    await bus.start();
    lose();
    expect(gap).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
  });
});

describe('start-up work on a PostgreSQL that refuses connections', () => {
  it('runs none of it, and cannot listen', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/portal', dataDir: null });
    const work = vi.fn(async () => undefined);
    await expect(database.exclusively(work)).rejects.toThrow(/ECONNREFUSED/);
    expect(work).not.toHaveBeenCalled();
    await expect(database.listen('portal_changes', { message() {}, gap() {} }, () => undefined)).rejects.toThrow(/ECONNREFUSED/);
    await database.close();
  });
});

describe('the change bus on the test database', () => {
  let database: TestDatabase;
  let stop: () => Promise<void>;
  const heard: Change[] = [];
  const bus = () => createChangeBus({ database, log });

  beforeAll(async () => {
    database = await createTestDatabase();
    const listening = bus();
    listening.on((change) => heard.push(change));
    stop = await listening.start();
  });
  afterAll(async () => {
    await stop();
    await database.close();
  });

  it('delivers what committed, never what rolled back, and skips a message of an unknown shape', async () => {
    const sender = bus();
    await database.db
      .transaction(async (tx) => {
        await sender.announce(tx, { kind: 'subscription', userId: 1 });
        throw new Error('the write failed');
      })
      .catch(() => undefined);
    await database.db.execute('select pg_notify(\'portal_changes\', \'{"kind":"nothing we know"}\')');
    await database.db.transaction((tx) => sender.announce(tx, { kind: 'subscription', userId: 2 }));
    await sender.announce(database.db, { kind: 'content' });
    // Notifications arrive in commit order: once the last is here, the others would have been too.
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ kind: 'content' }));
    expect(heard).toEqual([{ kind: 'subscription', userId: 2 }, { kind: 'content' }]);
  });
});
