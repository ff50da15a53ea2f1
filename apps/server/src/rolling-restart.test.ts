import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from './db/seed.ts';
import { freePort, spawnPortal, untilListening } from './test/server-process.ts';
import { createTestDatabase, type TestDatabase } from './test/test-app.ts';

const CONNECTIONS = 50;
const READY_POLL_MS = 100;
const CALL = '/api/v1/setupValues/all?key=register_category';

type Backend = { port: number; ready: boolean; child?: ChildProcess };

/**
 * A load balancer as nginx with an active health check is: it sends each request to the next backend
 * whose /api/health/ready answered 200 at its last look (every READY_POLL_MS), over kept-alive
 * connections, and never tries a request again. Any 5xx or broken connection reaches the caller.
 */
function startBalancer(backends: Backend[]) {
  const agents = new Map(backends.map((backend) => [backend.port, new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })]));
  const poll = setInterval(() => {
    for (const backend of backends) {
      const check = http.get({ host: '127.0.0.1', port: backend.port, path: '/api/health/ready', agent: false }, (answer) => {
        backend.ready = answer.statusCode === 200;
        answer.resume();
      });
      check.on('error', () => {
        backend.ready = false;
      });
    }
  }, READY_POLL_MS);
  let turn = 0;
  const server = http.createServer((request, reply) => {
    const ready = backends.filter((backend) => backend.ready);
    const backend = ready[turn++ % Math.max(ready.length, 1)];
    if (!backend) return reply.writeHead(502).end('no backend ready');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
        agent: agents.get(backend.port),
      },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    upstream.on('error', () => reply.writeHead(502).end('backend connection failed'));
    request.pipe(upstream);
  });
  return {
    server,
    async close() {
      clearInterval(poll);
      for (const agent of agents.values()) agent.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

/** CONNECTIONS callers, each sending the next request as soon as the last was answered, until stopped. */
function steadyLoad(url: string) {
  const statuses = new Map<number | string, number>();
  let running = true;
  const caller = async () => {
    while (running) {
      const status = await fetch(url).then(
        async (answer) => {
          await answer.arrayBuffer();
          return answer.status;
        },
        (error: Error) => `network: ${error.message}`,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const callers = Array.from({ length: CONNECTIONS }, caller);
  return {
    async stop() {
      running = false;
      await Promise.all(callers);
      return statuses;
    },
  };
}

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('a rolling restart of two instances behind a load balancer', () => {
  let database: TestDatabase;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rolling-'));
  const backends: Backend[] = [];

  const start = async (backend: Backend) => {
    backend.child = spawnPortal({
      DATABASE_URL: database.url as string,
      PORT: String(backend.port),
      DATA_DIR: path.join(workDir, String(backend.port)),
      APP_SECRET: 'one signing key shared by every instance of the portal',
      DRAIN_SECONDS: '1',
      RATE_LIMIT_MAX: '1000000',
    });
    await untilListening(backend.child);
  };
  const restart = async (backend: Backend) => {
    const child = backend.child as ChildProcess;
    child.kill('SIGTERM');
    expect((await once(child, 'exit'))[0]).toBe(0);
    await start(backend);
    await expect.poll(() => backend.ready, { timeout: 10_000, interval: READY_POLL_MS }).toBe(true);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedReferenceData(database.db);
    for (const port of [await freePort(), await freePort()]) backends.push({ port, ready: false });
    await Promise.all(backends.map(start));
  }, 120_000);
  afterAll(async () => {
    for (const backend of backends) backend.child?.kill('SIGKILL');
    await database?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('answers every request of 50 steady connections, none with a 5xx, while A and then B restart', { timeout: 120_000 }, async () => {
    const balancer = startBalancer(backends);
    balancer.server.listen(0, '127.0.0.1');
    await once(balancer.server, 'listening');
    const { port } = balancer.server.address() as { port: number };
    try {
      await expect.poll(() => backends.every((backend) => backend.ready), { timeout: 10_000, interval: READY_POLL_MS }).toBe(true);
      const load = steadyLoad(`http://127.0.0.1:${port}${CALL}`);
      const [first, second] = backends as [Backend, Backend];
      await restart(first);
      await restart(second);
      const statuses = await load.stop();
      expect(Object.fromEntries([...statuses].filter(([status]) => status !== 200))).toEqual({});
      expect(statuses.get(200)).toBeGreaterThan(CONNECTIONS * 10);
    } finally {
      await balancer.close();
    }
  });
});
