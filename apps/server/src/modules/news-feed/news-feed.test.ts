import type { AddressInfo } from 'node:net';
import { contracts } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { buildClient, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { readNewsFeed } from '../../test/news-feed-reader.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
let t: TestApp;
let clock = Date.now();
let feedUrl: string;
let staffId: number;

const publishNow = (title: string, overrides: Parameters<typeof newsFixture>[1] = {}) =>
  t.app.content.news.create(newsFixture(staffId, { title, publishAt: new Date(clock), ...overrides }));

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  feedUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${contracts.newsFeed.stream.path}`;
  staffId = (await buildStaff(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

describe('the live news feed (server-sent events)', () => {
  it('refuses guests (401) and clients who have still to change their generated password (403)', async () => {
    expect((await fetch(feedUrl)).status).toBe(401);
    const fresh = await buildClient(t.db, { mustChangePassword: true });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: fresh.email, password: PASSWORD } });
    expect((await fetch(feedUrl, { headers: bearer(login.json().data.access_token) })).status).toBe(403);
  });

  it('streams each item to every open portal within a second of its publishing, once, with its Breaking flag', async () => {
    const [first, second] = await Promise.all([
      readNewsFeed(feedUrl, (await signedInClient(t.app, t.db)).headers),
      readNewsFeed(feedUrl, (await signedInClient(t.app, t.db)).headers),
    ]);
    expect(first.response.headers.get('content-type')).toContain('text/event-stream');
    expect(first.response.headers.get('content-encoding')).toBeNull();

    const item = await publishNow('Earthquake felt in the capital', { breaking: true });
    await publishNow('A pending upload', { status: 'pending' });
    await expect.poll(() => first.events.length, { timeout: 1_000, interval: 20 }).toBe(1);
    await expect.poll(() => second.events.length, { timeout: 1_000, interval: 20 }).toBe(1);
    expect(first.events[0]).toMatchObject({ id: item.id, title: 'Earthquake felt in the capital', breaking: true });

    await publishNow('Markets close higher');
    await expect
      .poll(() => first.events.map((event) => event.title), { timeout: 1_000, interval: 20 })
      .toEqual(['Earthquake felt in the capital', 'Markets close higher']);
    expect(first.events[1]?.breaking).toBe(false);
    await Promise.all([first.close(), second.close()]);
  });

  it('announces an embargoed item only when its publish time comes', async () => {
    const feed = await readNewsFeed(feedUrl, (await signedInClient(t.app, t.db)).headers);
    const announcedIds = () => feed.events.map((event) => event.id);
    const embargoed = await publishNow('Budget speech text', { publishAt: new Date(clock + MINUTE) });
    // The feed has looked since the embargoed item was stored once the next item reaches it, alone.
    const current = await publishNow('Traffic eases in the valley');
    await expect.poll(announcedIds, { timeout: 1_000, interval: 20 }).toEqual([current.id]);

    clock += 2 * MINUTE;
    await expect.poll(announcedIds, { timeout: 8_000, interval: 50 }).toEqual([current.id, embargoed.id]);
    await feed.close();
  });
});
