import { once } from 'node:events';
import net from 'node:net';
import { messages } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { handleError } from './error-handler.ts';

describe('while the app’s database cannot be reached', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await signedInClient(t.app, t.db)).headers;
  });
  afterAll(() => t.close());

  it('a content list answers 503 with the envelope, as health does', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/v2/client/news', headers });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: messages.unavailable });
  });
});

describe('a PostgreSQL server that does not answer', () => {
  async function listening(server: net.Server) {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as net.AddressInfo).port;
  }
  /** A port nothing listens on: taken from the system, then let go. */
  async function deadPort() {
    const server = net.createServer();
    const port = await listening(server);
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
  /** A server that takes connections and never says a word, so connecting times out. */
  const silent = net.createServer(() => {});
  const pools: pg.Pool[] = [];
  const app = Fastify();
  app.setErrorHandler(handleError);
  app.get('/query', async (request) => {
    const port = Number((request.query as { port: string }).port);
    const pool = new pg.Pool({ connectionString: `postgres://portal@127.0.0.1:${port}/portal`, connectionTimeoutMillis: 300 });
    pools.push(pool);
    await drizzle(pool).execute(sql`select 1`);
    return { reached: true };
  });
  app.get('/duplicate', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    silent.close();
    await app.close();
  });

  it('answers 503 when the connection is refused or times out', async () => {
    for (const port of [await deadPort(), await listening(silent)]) {
      const response = await app.inject({ method: 'GET', url: `/query?port=${port}` });
      expect({ port, status: response.statusCode }).toEqual({ port, status: 503 });
      expect(response.json()).toEqual({ message: messages.unavailable });
    }
  });

  it('keeps 500 for a query the database refused', async () => {
    const response = await app.inject({ method: 'GET', url: '/duplicate' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.internal });
  });
});
