import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnPortal, untilListening } from './test/server-process.ts';
import { createTestDatabase, type TestDatabase } from './test/test-app.ts';

/** A span as the OTLP/HTTP JSON encoding carries it, with its attributes made a plain object. */
type ReceivedSpan = {
  scope: string;
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  statusCode: number;
  attributes: Record<string, unknown>;
};

type OtlpValue = Record<string, unknown>;
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      scope: { name: string };
      spans: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        status?: { code?: number };
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
};

const SERVER = 2;
const CONSUMER = 5;
const ERROR = 2;

const plain = (attributes: OtlpAttribute[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

/** An OpenTelemetry collector as far as the portal can tell: takes POST /v1/traces (JSON, gzipped or not) and keeps the spans. */
async function startCollector() {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const server = http.createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
      contentTypes.add(String(request.headers['content-type']));
      if (request.url !== '/v1/traces' || request.headers['content-type'] !== 'application/json') {
        reply.writeHead(415).end();
        return;
      }
      const received = JSON.parse(body.toString('utf8')) as OtlpExport;
      for (const resourceSpans of received.resourceSpans) {
        const service = String(plain(resourceSpans.resource.attributes)['service.name']);
        for (const scopeSpans of resourceSpans.scopeSpans) {
          for (const span of scopeSpans.spans) {
            spans.push({
              scope: scopeSpans.scope.name,
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              kind: span.kind,
              statusCode: span.status?.code ?? 0,
              attributes: plain(span.attributes),
            });
          }
        }
      }
      reply.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-traces-'));
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let database: TestDatabase | undefined;
  let portal: ChildProcess;
  let base: string;

  beforeAll(async () => {
    collector = await startCollector();
    if (process.env.DATABASE_URL) database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    portal = spawnPortal({
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
      PORT: String(port),
      DATA_DIR: workDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'portal-under-test',
      JOB_POLL_SECONDS: '0.5',
      DRAIN_SECONDS: '0',
    });
    await untilListening(portal);
  }, 120_000);
  afterAll(async () => {
    portal?.kill('SIGKILL');
    await collector?.close();
    await database?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  const spanWhere = async (what: string, test: (span: ReceivedSpan) => boolean) => {
    await expect.poll(() => collector.spans.some(test), { timeout: 15_000, message: `no span ${what} arrived` }).toBe(true);
    return collector.spans.find(test) as ReceivedSpan;
  };

  it('sends a request as a server span named by its route, with its status, and (PostgreSQL) its queries under it', async () => {
    // Sent first, so it would be in the same batch as the request's span or an earlier one.
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const answer = await fetch(`${base}/api/v1/setupValues/all?key=register_category`);
    expect(answer.status).toBe(200);
    const request = await spanWhere('for GET /api/v1/setupValues/all', (span) => span.name === 'GET /api/v1/setupValues/all');
    expect(request).toMatchObject({
      kind: SERVER,
      service: 'portal-under-test',
      attributes: { 'http.route': '/api/v1/setupValues/all', 'http.response.status_code': 200, 'url.query': 'key=register_category' },
    });
    expect(collector.contentTypes).toEqual(new Set(['application/json']));
    expect(collector.spans.filter((span) => String(span.attributes['url.path']).startsWith('/api/health'))).toEqual([]);

    const missing = await fetch(`${base}/api/v1/news/not-a-number`);
    const failed = await spanWhere(
      'for the failed request',
      (span) => span.kind === SERVER && span.attributes['url.path'] === '/api/v1/news/not-a-number',
    );
    expect(failed.attributes['http.response.status_code']).toBe(missing.status);

    const secret = 'a-feed-token-nobody-may-read-in-a-trace';
    await fetch(`${base}/api/feed/rss/${secret}/news.xml?token=${secret}`);
    const feed = await spanWhere('for the feed request', (span) => span.name === 'GET /api/feed/rss/:token/:file');
    expect(feed.attributes).toMatchObject({ 'url.path': '/api/feed/rss/:token/:file', 'url.query': 'token=REDACTED' });
    expect(JSON.stringify(collector.spans)).not.toContain(secret);

    if (database) {
      const query = await spanWhere('of a query of that request', (span) => span.traceId === request.traceId && span.scope.includes('pg'));
      expect(query.attributes['db.system.name'] ?? query.attributes['db.system']).toBe('postgresql');
    }
  });

  it('sends a job run as a span continuing the trace of the request that queued it, and an interval job run as a span', async () => {
    const asked = await fetch(`${base}/api/auth/v2/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(asked.status).toBe(200);
    const request = await spanWhere('for the reset request', (span) => span.name === 'POST /api/auth/v2/reset-password');
    const job = await spanWhere('of the reset job', (span) => span.name === 'process password-reset');
    expect(job).toMatchObject({ kind: CONSUMER, traceId: request.traceId });
    expect(job.statusCode).not.toBe(ERROR);

    const interval = await spanWhere('of an interval job', (span) => span.name.startsWith('interval ') && span.parentSpanId === '');
    expect(interval.attributes['portal.job.kind']).toBe('interval');
  });

  it('sends the spans still waiting when it is stopped', async () => {
    const answer = await fetch(`${base}/api/v1/setupValues/all?key=last_before_stop`);
    expect(answer.status).toBe(200);
    portal.kill('SIGTERM');
    const [code] = await once(portal, 'exit');
    expect(code).toBe(0);
    expect(collector.spans.some((span) => span.attributes['url.query'] === 'key=last_before_stop')).toBe(true);
  });
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads no OpenTelemetry SDK, instrumentation or loader hook: only the API the libraries call', { timeout: 120_000 }, async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-no-traces-'));
    const loaded = path.join(workDir, 'loaded-modules.txt');
    const database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const portal = spawnPortal(
      {
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
        PORT: String(await freePort()),
        DATA_DIR: path.join(workDir, 'data'),
        LOADED_MODULES_FILE: loaded,
      },
      ['--import', path.join(import.meta.dirname, 'test', 'loaded-modules-probe.ts')],
    );
    try {
      await untilListening(portal);
      const packages = new Set(
        fs
          .readFileSync(loaded, 'utf8')
          .trim()
          .split('\n')
          .map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1]),
      );
      // The probe sees the API, which pg-boss, drizzle and prom-client import whether or not anyone traces.
      expect([...packages]).toEqual(['@opentelemetry/api']);
    } finally {
      portal.kill('SIGKILL');
      await database?.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
});
