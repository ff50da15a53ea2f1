import type { AddressInfo } from 'node:net';
import { contracts, pathWith } from '@portal/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, urgentSmsMessages, users } from './db/schema.ts';
import { seedReferenceData } from './db/seed.ts';
import { buildStaff, ENGLISH, imageFile, newsFixture, POLITICS, signedInClient } from './test/content-factories.ts';
import { buildClient, PASSWORD } from './test/factories.ts';
import { bearer, deskForm } from './test/http.ts';
import { readNewsFeed } from './test/news-feed-reader.ts';
import { type S3Server, startS3Server } from './test/s3-server.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test/test-app.ts';

/**
 * Two instances of the portal on one database (on PostgreSQL each with its own connections, as two
 * processes would be) and one bucket (s3rver on loopback): what one instance writes, the other stops serving from its caches within the
 * deadline, well inside the caches' own lifetimes (sessions and subscriptions 5 s, lists 30 s), so
 * only the change bus can make these pass.
 */
const DEADLINE = { timeout: 1_000, interval: 10 };

let database: TestDatabase;
let s3: S3Server;
let a: TestApp;
let b: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  s3 = await startS3Server();
  a = await buildTestApp({ database, env: s3.env() });
  b = await buildTestApp({ database: await database.reopen(), env: s3.env() });
  const staffUser = await buildStaff(database.db);
  const login = await a.app.inject({
    method: 'POST',
    url: contracts.auth.login.path,
    payload: { email: staffUser.email, password: PASSWORD },
  });
  staff = bearer(login.json().data.access_token as string);
}, BUILDS_ITS_OWN_APP_MS);

afterAll(async () => {
  await b?.close();
  await b?.database.close();
  await a?.close();
  await database?.close();
  await s3?.close();
});

const profileOn = (app: TestApp, headers: Record<string, string>) => app.app.inject({ url: contracts.auth.profile.path, headers });

describe('two instances on one database', () => {
  it('counts login failures from one address sent to A and B together: the sixth answers 429 on either', async () => {
    const { client } = await signedInClient(a.app, database.db);
    const guess = (app: TestApp, n: number) =>
      app.app.inject({
        method: 'POST',
        url: contracts.auth.login.path,
        payload: { email: client.email, password: `wrong#guess${n}` },
        remoteAddress: '198.51.100.7',
      });
    for (let n = 1; n <= 5; n++) expect((await guess(n % 2 ? a : b, n)).statusCode).not.toBe(429);
    expect((await guess(a, 6)).statusCode).toBe(429);
    expect((await guess(b, 7)).statusCode).toBe(429);
  });

  it('checks at most 5 of 100 guesses from one address sent at once to A and B', async () => {
    const { client } = await signedInClient(a.app, database.db);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        (n % 2 ? a : b).app.inject({
          method: 'POST',
          url: contracts.auth.login.path,
          payload: { email: client.email, password: `wrong#burst${n}` },
          remoteAddress: '203.0.113.9',
        }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
  });

  it('a logout on A ends the session on B, which had it cached', async () => {
    const { headers } = await signedInClient(a.app, database.db);
    expect((await profileOn(b, headers)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: contracts.auth.logout.path, headers })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await profileOn(b, headers)).statusCode).toBe(401), DEADLINE);
  });

  it('a suspension on A ends every session of the client on B', async () => {
    const { client, headers } = await signedInClient(a.app, database.db);
    expect((await profileOn(b, headers)).statusCode).toBe(200);
    const suspended = await a.app.inject({
      method: 'POST',
      url: pathWith(contracts.clientsAdmin.suspend.path, { id: client.id }),
      headers: staff,
    });
    expect(suspended.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await profileOn(b, headers)).statusCode).toBe(401), DEADLINE);
  });

  it('a member removed on A, and one whose house is suspended on A, is signed out on B; a role changed on A applies on B', async () => {
    const house = await signedInClient(a.app, database.db, { expiresInDays: 30, screens: 5 });
    const memberOf = async (role: 'viewer' | 'reporter') => {
      const member = await buildClient(database.db, { houseId: house.client.id, teamRole: role });
      const login = await b.app.inject({
        method: 'POST',
        url: contracts.auth.login.path,
        payload: { email: member.email, password: PASSWORD },
      });
      return { member, headers: bearer(login.json().data.access_token as string) };
    };
    const removed = await memberOf('reporter');
    const promoted = await memberOf('viewer');
    const uploadsOn = (app: TestApp, headers: Record<string, string>) =>
      app.app.inject({ url: '/api/v1/client/news?page=1&rowsPerPage=5', headers });
    expect((await profileOn(b, removed.headers)).statusCode).toBe(200);
    expect((await uploadsOn(b, promoted.headers)).statusCode).toBe(403);

    await a.app.inject({
      method: 'DELETE',
      url: pathWith(contracts.team.removeMember.path, { id: removed.member.id }),
      headers: house.headers,
    });
    await a.app.inject({
      method: 'PUT',
      url: pathWith(contracts.team.changeRole.path, { id: promoted.member.id }),
      headers: house.headers,
      payload: { role: 'reporter' },
    });
    await vi.waitFor(async () => expect((await profileOn(b, removed.headers)).statusCode).toBe(401), DEADLINE);
    await vi.waitFor(async () => expect((await uploadsOn(b, promoted.headers)).statusCode).toBe(200), DEADLINE);

    await a.app.inject({ method: 'POST', url: pathWith(contracts.clientsAdmin.suspend.path, { id: house.client.id }), headers: staff });
    await vi.waitFor(async () => expect((await profileOn(b, promoted.headers)).statusCode).toBe(401), DEADLINE);
  });

  it('gives the last screen of a house to exactly one of two devices signing in on A and B at the same instant', async () => {
    const { client } = await signedInClient(a.app, database.db, { expiresInDays: 30, screens: 2 });
    const signIn = (app: TestApp) =>
      app.app.inject({ method: 'POST', url: contracts.auth.login.path, payload: { email: client.email, password: PASSWORD } });
    const answers = await Promise.all([signIn(a), signIn(b)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('a Feed API key revoked on A, and one of a client suspended on A, stop working on B, which had them cached', async () => {
    const feedOn = (app: TestApp, key: string) => app.app.inject({ url: '/api/feed/v1/items', headers: bearer(key) });
    const newKey = async (headers: Record<string, string>) =>
      (await a.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'CMS' } })).json().data as {
        id: number;
        key: string;
      };
    const revoking = await signedInClient(a.app, database.db);
    const revoked = await newKey(revoking.headers);
    const suspending = await signedInClient(a.app, database.db);
    const ofSuspended = await newKey(suspending.headers);
    expect((await feedOn(b, revoked.key)).statusCode).toBe(200);
    expect((await feedOn(b, ofSuspended.key)).statusCode).toBe(200);

    await a.app.inject({ method: 'DELETE', url: `/api/client/api-keys/${revoked.id}`, headers: revoking.headers });
    await a.app.inject({
      method: 'POST',
      url: pathWith(contracts.clientsAdmin.suspend.path, { id: suspending.client.id }),
      headers: staff,
    });
    await vi.waitFor(async () => expect((await feedOn(b, revoked.key)).statusCode).toBe(401), DEADLINE);
    await vi.waitFor(async () => expect((await feedOn(b, ofSuspended.key)).statusCode).toBe(403), DEADLINE);
  });

  it('a plan granted on A shows in the profile B answers', async () => {
    const { client, headers } = await signedInClient(a.app, database.db, null);
    expect((await profileOn(b, headers)).json().data.has_subscription).toBe(false);
    const granted = await a.app.inject({
      method: 'POST',
      url: pathWith(contracts.clientsAdmin.grantSubscription.path, { id: client.id }),
      headers: staff,
      payload: { plan_id: 3, no_of_screen: 2, duration_unit: 'month', duration: 3, note: 'Trial for the bureau' },
    });
    expect(granted.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await profileOn(b, headers)).json().data.has_subscription).toBe(true), DEADLINE);
  });

  it('an item published on A joins the list B had cached, leaves it when A unpublishes it, and again when A deletes it', async () => {
    const { headers } = await signedInClient(a.app, database.db);
    const staffUser = await buildStaff(database.db);
    const idsOn = async (app: TestApp) =>
      ((await app.app.inject({ url: contracts.news.list.path, headers })).json().data as { id: number }[]).map((card) => card.id);
    const before = await idsOn(b);
    // Saved in one transaction, which carries the announcement (the delete below announces after it commits).
    const item = await a.app.content.news.create(newsFixture(staffUser.id, { title: 'Bus fares rise in the valley' }));
    expect(before).not.toContain(item.id);
    await vi.waitFor(async () => expect(await idsOn(b)).toContain(item.id), DEADLINE);
    const edit = async (status: 'published' | 'unpublished') => {
      const body = await deskForm({
        title: 'Bus fares rise in the valley',
        content: '<p>From Sunday.</p>',
        language_id: ENGLISH,
        category_ids: [POLITICS],
        status,
      });
      return a.app.inject({ method: 'PUT', url: `/api/v1/news/${item.id}`, headers: { ...staff, ...body.headers }, payload: body.payload });
    };
    expect((await edit('unpublished')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await idsOn(b)).not.toContain(item.id), DEADLINE);
    expect((await edit('published')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await idsOn(b)).toContain(item.id), DEADLINE);
    const removed = await a.app.inject({
      method: 'POST',
      url: contracts.newsDesk.remove.path,
      headers: staff,
      payload: { delete_rows: [item.id] },
    });
    expect(removed.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await idsOn(b)).not.toContain(item.id), DEADLINE);
  });

  it('news published on A reaches a live feed open on B within a second (the sweep of B looks only every 5 s)', async () => {
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const feedUrl = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}${contracts.newsFeed.stream.path}`;
    const feed = await readNewsFeed(feedUrl, (await signedInClient(a.app, database.db)).headers);
    try {
      expect(feed.response.status).toBe(200);
      const staffUser = await buildStaff(database.db);
      const item = await a.app.content.news.create(newsFixture(staffUser.id, { title: 'Monsoon arrives early', publishAt: new Date() }));
      await vi.waitFor(() => expect(feed.events.map((event) => event.id)).toContain(item.id), DEADLINE);
    } finally {
      await feed.close();
    }
  });

  it('an urgent item published on A and dispatched by A and B at once sends each person who opted in one SMS', async () => {
    const people = await Promise.all(
      ['9841000071', '9841000072'].map(async (mobileNo, n) => {
        const { client, headers } = await signedInClient(n ? b.app : a.app, database.db);
        await database.db.update(users).set({ mobileNo }).where(eq(users.id, client.id));
        const optIn = await (n ? b : a).app.inject({ method: 'PUT', url: '/api/client/urgent-sms', headers, payload: { enabled: true } });
        expect(optIn.statusCode).toBe(200);
        return mobileNo;
      }),
    );
    const staffUser = await buildStaff(database.db);
    await a.app.content.news.create(
      newsFixture(staffUser.id, { title: 'Landslide blocks the Prithvi Highway', urgent: true, publishAt: new Date() }),
    );
    await Promise.all([a.app.dispatchItemChanges(), b.app.dispatchItemChanges(), a.app.dispatchItemChanges(), b.app.dispatchItemChanges()]);
    const sentTo = (mobileNo: string) => database.db.select().from(outbox).where(eq(outbox.recipient, mobileNo));
    for (const mobileNo of people) {
      await vi.waitFor(async () => expect(await sentTo(mobileNo)).toHaveLength(1), { timeout: 10_000, interval: 100 });
    }
    const [row] = await database.db.select({ queued: count() }).from(urgentSmsMessages).where(eq(urgentSmsMessages.status, 'queued'));
    expect(row?.queued).toBe(0);
    for (const mobileNo of people) expect(await sentTo(mobileNo)).toHaveLength(1);
  });

  it('media uploaded through A downloads from B with Range', async () => {
    const staffUser = await buildStaff(database.db);
    const picture = await imageFile(90);
    const item = await a.app.content.news.create(newsFixture(staffUser.id, { files: [picture] }));
    const { headers } = await signedInClient(b.app, database.db);
    const detail = await b.app.inject({ url: `/api/auth/v2/new/v2/news/${item.id}`, headers });
    const image = detail.json().data.images[0] as { path: string; size: number };
    const part = await b.app.inject({ url: image.path, headers: { range: 'bytes=8-23' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-23/${image.size}`);
    expect(part.rawPayload.equals(picture.data.subarray(8, 24))).toBe(true);
  });
});
