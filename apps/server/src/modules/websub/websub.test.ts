import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_WEBSUB_SUBSCRIPTIONS, WEBSUB_HUB_PATH, WEBSUB_LEASE_SECONDS } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { websubSubscriptions } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { buildStaff, newsFixture, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app.ts';

/**
 * WebSub against a real subscriber: a node:http server on 127.0.0.1 (let past the outbound guard by
 * OUTBOUND_ALLOW_LOOPBACK, as the webhooks' tests do) that answers verifications as each path is told to and
 * records every call.
 */
type Call = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string };
type Verification = 'echo' | 'wrong' | 'refuse';

const ENV = { OUTBOUND_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_SECONDS: '1' };

let t: TestApp;
let database: TestDatabase;
let clock = Date.now();
let staffId: number;
let subscriber: http.Server;
let base: string;
const calls: Call[] = [];
/** How each path answers a verification GET (echo the challenge unless told otherwise). */
const verifications = new Map<string, Verification>();
/** What each path answers the next notifications (200 once the list is empty). */
const statuses = new Map<string, number[]>();

const callsTo = (path: string, method?: 'GET' | 'POST') =>
  calls.filter((call) => call.path === path && (method === undefined || call.method === method));

const publish = (title: string, overrides: Parameters<typeof newsFixture>[1] = {}) =>
  t.app.content.news.create(newsFixture(staffId, { title, publishAt: new Date(clock - 1000), ...overrides }));

async function hub(form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: WEBSUB_HUB_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Every job of the hub's queues has run (completed, or failed for good): what was verified or delivered is done. */
async function settled(queue: string) {
  await expect
    .poll(
      async () =>
        rowsOf<{ n: number }>(
          await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${queue} and state not in ('completed', 'failed')`),
        )[0]?.n,
      { timeout: 15_000 },
    )
    .toBe(0);
}

async function subscribe(topic: string, path: string, extra: Record<string, string> = {}) {
  const answer = await hub({ 'hub.mode': 'subscribe', 'hub.topic': topic, 'hub.callback': `${base}${path}`, ...extra });
  expect(answer.statusCode, answer.body).toBe(202);
  await settled('websub-verify');
}

const subscriptionsOf = (callbackPath: string) =>
  t.db
    .select()
    .from(websubSubscriptions)
    .where(eq(websubSubscriptions.callback, `${base}${callbackPath}`));

async function feedAddress(headers: Record<string, string>): Promise<{ rss: string; atom: string; base: string }> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/client/feed-token', headers });
  const data = answer.json().data as { base_url: string; all: { rss: string; atom: string } };
  return { ...data.all, base: data.base_url };
}

beforeAll(async () => {
  subscriber = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://subscriber');
      const call = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      if (call.method === 'GET') {
        const mode = verifications.get(call.path) ?? 'echo';
        if (url.searchParams.get('hub.mode') === 'denied' || mode === 'echo') {
          response.writeHead(200, { 'content-type': 'text/plain' }).end(url.searchParams.get('hub.challenge') ?? '');
        } else if (mode === 'wrong') response.writeHead(200, { 'content-type': 'text/plain' }).end('not the challenge');
        else response.writeHead(404).end();
        return;
      }
      response.writeHead(statuses.get(call.path)?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => subscriber.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(subscriber.address() as AddressInfo).port}`;
  database = await createTestDatabase({ state: 'seeded' });
  t = await buildTestApp({ database, now: () => new Date(clock), env: ENV });
  staffId = (await buildStaff(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await database.close();
  await new Promise((resolve) => subscriber.close(resolve));
});

describe('discovery', () => {
  it('names the hub and the feed itself in the Link header and in the RSS and Atom documents', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss, atom } = await feedAddress(headers);
    for (const [topic, element] of [
      [rss, `<atom:link href="http://portal.test${WEBSUB_HUB_PATH}" rel="hub"/>`],
      [atom, `<link rel="hub" href="http://portal.test${WEBSUB_HUB_PATH}"/>`],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url: new URL(topic).pathname });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.link).toBe(`<http://portal.test${WEBSUB_HUB_PATH}>; rel="hub", <${topic}>; rel="self"`);
      expect(answer.body).toContain(element);
      expect(answer.body).toContain(`href="${topic}"`);
    }
  });
});

describe('subscribing', () => {
  it('refuses a request it cannot take with a 4xx naming the parameter, and calls no one', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss } = await feedAddress(headers);
    const before = calls.length;
    for (const [form, field] of [
      [{ 'hub.topic': 'https://elsewhere.example/feed.rss', 'hub.callback': `${base}/x` }, 'hub.topic'],
      [{ 'hub.topic': `${rss}?page=2`, 'hub.callback': `${base}/x` }, 'hub.topic'],
      [{ 'hub.topic': rss, 'hub.callback': 'https://10.0.0.7/hook' }, 'hub.callback'],
      [{ 'hub.topic': rss, 'hub.callback': 'http://example.com/hook' }, 'hub.callback'],
      [{ 'hub.topic': rss, 'hub.callback': `${base}/x`, 'hub.secret': 'x'.repeat(200) }, 'hub.secret'],
      [{ 'hub.topic': rss }, 'hub.callback'],
    ] as const) {
      const answer = await hub({ 'hub.mode': 'subscribe', ...form });
      expect(answer.statusCode, JSON.stringify(form)).toBe(422);
      expect(answer.json().errors, JSON.stringify(form)).toHaveProperty([field]);
    }
    expect((await hub({ 'hub.mode': 'publish', 'hub.topic': rss, 'hub.callback': `${base}/x` })).statusCode).toBe(422);
    await settled('websub-verify');
    expect(calls.length).toBe(before);
  });

  it('activates only on the echoed challenge, keeping the callback’s query and the lease it granted', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss } = await feedAddress(headers);
    verifications.set('/wrong-echo', 'wrong');
    verifications.set('/not-mine', 'refuse');
    await subscribe(rss, '/wrong-echo');
    await subscribe(rss, '/not-mine');
    expect(callsTo('/wrong-echo', 'GET')).toHaveLength(1);
    expect(callsTo('/not-mine', 'GET')).toHaveLength(1);
    expect(await subscriptionsOf('/wrong-echo')).toEqual([]);
    expect(await subscriptionsOf('/not-mine')).toEqual([]);

    await subscribe(rss, '/verified?client=alpha', { 'hub.lease_seconds': '7200', 'hub.secret': 's3cret', 'hub.unknown': 'ignored' });
    const [verification] = callsTo('/verified', 'GET');
    expect(verification?.query.get('client')).toBe('alpha');
    expect(verification?.query.get('hub.mode')).toBe('subscribe');
    expect(verification?.query.get('hub.topic')).toBe(rss);
    expect(verification?.query.get('hub.lease_seconds')).toBe('7200');
    expect(verification?.query.get('hub.challenge')).toMatch(/^[\w-]{43}$/);
    const [row] = await subscriptionsOf('/verified?client=alpha');
    expect(row).toMatchObject({ scope: 'news', leaseSeconds: 7200, topicHash: sha256(rss) });
    expect(row?.expiresAt.getTime()).toBe(clock + 7_200_000);
    expect(row?.sealedTopic).not.toContain(new URL(rss).pathname.split('/')[4]);
    expect(row?.sealedSecret).not.toContain('s3cret');
  });

  it('changes nothing when the callback cannot be reached', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss } = await feedAddress(headers);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const callback = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/gone-away`;
    await new Promise((resolve) => closed.close(resolve));
    const answer = await hub({ 'hub.mode': 'subscribe', 'hub.topic': rss, 'hub.callback': callback });
    expect(answer.statusCode).toBe(202);
    await settled('websub-verify');
    expect(await t.db.select().from(websubSubscriptions).where(eq(websubSubscriptions.callback, callback))).toEqual([]);
  });

  it('bounds the lease: 10 days when none is asked, at most 30 days', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss, atom } = await feedAddress(headers);
    await subscribe(rss, '/default-lease');
    await subscribe(atom, '/long-lease', { 'hub.lease_seconds': '999999999' });
    expect(callsTo('/default-lease', 'GET')[0]?.query.get('hub.lease_seconds')).toBe(String(WEBSUB_LEASE_SECONDS.default));
    expect(callsTo('/long-lease', 'GET')[0]?.query.get('hub.lease_seconds')).toBe(String(WEBSUB_LEASE_SECONDS.max));
    await hub({ 'hub.mode': 'unsubscribe', 'hub.topic': rss, 'hub.callback': `${base}/default-lease` });
    await hub({ 'hub.mode': 'unsubscribe', 'hub.topic': atom, 'hub.callback': `${base}/long-lease` });
    await settled('websub-verify');
    expect(await subscriptionsOf('/default-lease')).toEqual([]);
  });

  it('denies a topic whose token opens nothing (unknown, or a plan without days) with hub.mode=denied', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss } = await feedAddress(headers);
    const unknown = rss.replace(/rss\/[\w-]+\//, `rss/${'A'.repeat(43)}/`);
    await subscribe(unknown, '/denied');
    const [denial] = callsTo('/denied', 'GET');
    expect(denial?.query.get('hub.mode')).toBe('denied');
    expect(denial?.query.get('hub.topic')).toBe(unknown);
    expect(denial?.query.get('hub.reason')).toBeTruthy();
    expect(denial?.query.has('hub.challenge')).toBe(false);

    const lapsed = await signedInClient(t.app, t.db, null);
    await subscribe((await feedAddress(lapsed.headers)).rss, '/denied-plan');
    expect(callsTo('/denied-plan', 'GET').map((call) => call.query.get('hub.mode'))).toEqual(['denied']);
    expect(await subscriptionsOf('/denied-plan')).toEqual([]);
  });

  it(`keeps a house to ${MAX_WEBSUB_SUBSCRIPTIONS} subscriptions, a renewal always passing`, async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const { rss, base: feedBase } = await feedAddress(headers);
    await subscribe(rss, '/kept');
    const [kept] = await subscriptionsOf('/kept');
    if (!kept) throw new Error('the first subscription was not made');
    await t.db.insert(websubSubscriptions).values(
      Array.from({ length: MAX_WEBSUB_SUBSCRIPTIONS - 1 }, (_, n) => ({
        ...kept,
        id: undefined,
        userId: client.id,
        topicHash: sha256(`${feedBase}/filler-${n}`),
        callback: `${base}/filler-${n}`,
      })),
    );
    await subscribe(rss, '/one-too-many');
    expect(callsTo('/one-too-many', 'GET').map((call) => call.query.get('hub.mode'))).toEqual(['denied']);
    await subscribe(rss, '/kept', { 'hub.lease_seconds': '86400' });
    expect((await subscriptionsOf('/kept'))[0]?.leaseSeconds).toBe(86_400);
    await t.db.delete(websubSubscriptions).where(eq(websubSubscriptions.userId, client.id));
  });
});

describe('content distribution', () => {
  it('POSTs the signed feed once per change, retries a 500, and stops after an unsubscribe', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss } = await feedAddress(headers);
    const topic = rss.replace('/news.rss', '/categories/sports.rss');
    await subscribe(topic, '/sports', { 'hub.secret': 'sports-secret' });
    await subscribe(rss, '/unsigned');
    expect(await subscriptionsOf('/sports')).toHaveLength(1);

    const item = await publish('Cricket final in Kirtipur', { categoryIds: [SPORTS] });
    await publish('Parliament adjourns');
    await t.app.dispatchItemChanges();
    await expect.poll(() => callsTo('/sports', 'POST').length, { timeout: 10_000 }).toBe(1);
    await settled('websub-delivery');
    expect(callsTo('/sports', 'POST')).toHaveLength(1);
    const [notification] = callsTo('/sports', 'POST');
    expect(notification?.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(notification?.headers.link).toBe(`<http://portal.test${WEBSUB_HUB_PATH}>; rel="hub", <${topic}>; rel="self"`);
    expect(notification?.headers['x-hub-signature']).toBe(
      `sha256=${createHmac('sha256', 'sports-secret')
        .update(notification?.body ?? '')
        .digest('hex')}`,
    );
    expect(notification?.body).toContain(`<guid isPermaLink="true">http://portal.test/news/${item.id}</guid>`);
    expect(notification?.body).not.toContain('Parliament adjourns');
    // The whole-news feed hears of both items, unsigned (no secret given).
    expect(callsTo('/unsigned', 'POST')).toHaveLength(2);
    expect(callsTo('/unsigned', 'POST')[0]?.headers).not.toHaveProperty('x-hub-signature');

    statuses.set('/sports', [500]);
    await publish('Football league resumes', { categoryIds: [SPORTS] });
    await t.app.dispatchItemChanges();
    await expect.poll(() => callsTo('/sports', 'POST').length, { timeout: 15_000 }).toBe(3);
    const [, failed, retried] = callsTo('/sports', 'POST');
    expect(retried?.body).toContain('Football league resumes');
    expect(retried?.headers['x-hub-signature']).toBe(failed?.headers['x-hub-signature']);

    await hub({ 'hub.mode': 'unsubscribe', 'hub.topic': topic, 'hub.callback': `${base}/sports` });
    await settled('websub-verify');
    expect(callsTo('/sports', 'GET').at(-1)?.query.get('hub.mode')).toBe('unsubscribe');
    expect(await subscriptionsOf('/sports')).toEqual([]);
    await publish('Volleyball team wins', { categoryIds: [SPORTS] });
    await t.app.dispatchItemChanges();
    await expect.poll(() => callsTo('/unsigned', 'POST').length, { timeout: 10_000 }).toBe(4);
    await settled('websub-delivery');
    expect(callsTo('/sports', 'POST')).toHaveLength(3);
    await hub({ 'hub.mode': 'unsubscribe', 'hub.topic': rss, 'hub.callback': `${base}/unsigned` });
    await settled('websub-verify');
  });

  it('ends a subscription whose subscriber answers 410 Gone', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { atom } = await feedAddress(headers);
    await subscribe(atom, '/gone');
    statuses.set('/gone', [410]);
    await publish('Monsoon arrives early');
    await t.app.dispatchItemChanges();
    await expect.poll(() => callsTo('/gone', 'POST').length, { timeout: 10_000 }).toBe(1);
    expect(callsTo('/gone', 'POST')[0]?.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    await settled('websub-delivery');
    expect(await subscriptionsOf('/gone')).toEqual([]);
  });
});

describe('the end of a subscription', () => {
  it('ends at the lease’s end (the upkeep removes it; nothing is sent meanwhile), and a renewal extends it', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss } = await feedAddress(headers);
    await subscribe(rss, '/leased', { 'hub.lease_seconds': '3600' });
    const first = (await subscriptionsOf('/leased'))[0]?.expiresAt.getTime();
    clock += 1_800_000;
    await subscribe(rss, '/leased', { 'hub.lease_seconds': '3600' });
    expect((await subscriptionsOf('/leased'))[0]?.expiresAt.getTime()).toBe((first ?? 0) + 1_800_000);

    clock += 3_601_000;
    await publish('Published after the lease ended');
    await t.app.dispatchItemChanges();
    await settled('websub-delivery');
    expect(callsTo('/leased', 'POST')).toEqual([]);
    expect(await t.app.endWebsubLeases()).toBeGreaterThanOrEqual(1);
    expect(await subscriptionsOf('/leased')).toEqual([]);
    await settled('websub-verify');
    expect(callsTo('/leased', 'GET').map((call) => call.query.get('hub.mode'))).toEqual(['subscribe', 'subscribe']);
  });

  it('ends when the house rotates its feed token', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const { rss } = await feedAddress(headers);
    await subscribe(rss, '/rotated');
    expect(await subscriptionsOf('/rotated')).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/client/feed-token/rotate', headers })).statusCode).toBe(200);
    await publish('Published after the rotation');
    await t.app.dispatchItemChanges();
    await settled('websub-delivery');
    expect(callsTo('/rotated', 'POST')).toEqual([]);
    await t.app.endWebsubLeases();
    expect(await subscriptionsOf('/rotated')).toEqual([]);
    await settled('websub-verify');
    const [, denial] = callsTo('/rotated', 'GET');
    expect(denial?.query.get('hub.mode')).toBe('denied');
    expect(denial?.query.get('hub.topic')).toBe(rss);
    expect(denial?.query.get('hub.reason')).toMatch(/rotated/);
  });
});

describe('several instances on one database', () => {
  it('sends each change to each subscriber once, whichever instances dispatch', async () => {
    const second = await buildTestApp({ database: await database.reopen(), now: () => new Date(clock), env: ENV });
    try {
      const { headers } = await signedInClient(t.app, t.db);
      const { rss } = await feedAddress(headers);
      await subscribe(rss, '/two-instances');
      const item = await publish('Two instances, one notification');
      await Promise.all([t.app.dispatchItemChanges(), second.app.dispatchItemChanges(), t.app.dispatchItemChanges()]);
      await expect.poll(() => callsTo('/two-instances', 'POST').length, { timeout: 10_000 }).toBe(1);
      await Promise.all([t.app.dispatchItemChanges(), second.app.dispatchItemChanges()]);
      await settled('websub-delivery');
      expect(callsTo('/two-instances', 'POST')).toHaveLength(1);
      expect(callsTo('/two-instances', 'POST')[0]?.body).toContain(`/news/${item.id}</guid>`);
    } finally {
      await second.close();
    }
  });
});
