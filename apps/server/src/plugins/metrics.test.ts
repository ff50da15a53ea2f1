import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE } from '../lib/mailer.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests';
const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of the sample line `series` (name and labels as Prometheus prints them), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('answers 401 without the token or with a wrong one', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
  });

  it('answers the Prometheus text format to the bearer of the token, event-loop lag among the metrics', async () => {
    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(response.body).toContain('# TYPE outbound_calls_total counter');
    expect(sample(response.body, 'sse_connections_open')).toBe(0);
    expect(sample(response.body, 'change_bus_reconnects_total')).toBe(0);
  });

  it('counts a request under its route pattern and status, never under the id in its URL', async () => {
    const series = 'http_requests_total{method="GET",route="/api/auth/v2/new/v2/news/:id",status="401"}';
    const before = sample((await scrape(t, `Bearer ${TOKEN}`)).body, series) ?? 0;
    expect((await t.app.inject('/api/auth/v2/new/v2/news/987654')).statusCode).toBe(401);
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(text, series)).toBe(before + 1);
    expect(text).not.toContain('987654');
  });

  it('shows a queued job in its queue’s depth', async () => {
    const boss = new PgBoss({
      db: t.database.jobs,
      backend: t.database.driver === 'pglite' ? 'pglite' : 'postgres',
      schedule: false,
      supervise: false,
      migrate: false,
    });
    await boss.start();
    const depth = async () => sample((await scrape(t, `Bearer ${TOKEN}`)).body, `job_queue_depth{queue="${MAIL_QUEUE}"}`) ?? 0;
    const before = await depth();
    // Due in an hour: queued, not taken by the mail worker while the test looks.
    await boss.send(MAIL_QUEUE, { sealed: 'never-sent' }, { startAfter: 3600 });
    await boss.stop({ graceful: false });
    expect(await depth()).toBe(before + 1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404, with or without a token, beside another app whose registry is its own', async () => {
    const other = await buildTestApp();
    try {
      expect((await scrape(other)).statusCode).toBe(404);
      expect((await scrape(other, `Bearer ${TOKEN}`)).statusCode).toBe(404);
      expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
