import { messages, type SociairProfile } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { autoPostAttempts, autoPosts, subscriptions } from '../../db/schema.ts';
import { buildStaff, ECONOMY, imageFile, newsFixture, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { type ReceivedPost, SIMULATED_ACCOUNTS } from './simulator/sociair.simulator.ts';

const SOCIAIR = '/api/auth/v2/client/sociair';
const ACCOUNT = SIMULATED_ACCOUNTS[0] as (typeof SIMULATED_ACCOUNTS)[number];
const WAIT = { timeout: 15_000, interval: 100 };
const HOUR = 3_600_000;
let t: TestApp;
let staff: Awaited<ReturnType<typeof buildStaff>>;
/** How far the app's clock runs ahead of the real one: an embargo lifts by itself when it passes. */
let ahead = 0;

type Headers = Record<string, string>;
const call = (path: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url: `${SOCIAIR}/${path}`, headers, ...(payload ? { payload } : {}) });

/** A connected client with Auto Post as given, the first profile chosen unless `profile` is false, and these agency categories. */
async function autoPostingClient(options: { autoPost?: boolean; profile?: boolean; categories: number[] }) {
  const { client, headers } = await signedInClient(t.app, t.db);
  await call('find-tenant', headers, { username: ACCOUNT.username });
  await call('login', headers, { password: ACCOUNT.password });
  const profile = (await t.app.inject({ method: 'GET', url: `${SOCIAIR}/profile`, headers })).json().data as SociairProfile;
  if (options.autoPost ?? true) await call('change/status/auto_post?value=1', headers);
  if (options.profile ?? true) await call(`set/social-media/${profile.profiles[0]?.id}?value=1`, headers);
  for (const category of profile.categories.filter((entry) => options.categories.includes(entry.category_id ?? 0))) {
    await call(`toogle/category/${category.id}?value=1`, headers);
  }
  return { client, headers, profile };
}

const postsFor = async (newsId: number): Promise<ReceivedPost[]> => {
  const all = (await t.app.inject({ method: 'GET', url: '/sim/sociair/control/posts' })).json().data as ReceivedPost[];
  return all.filter((post) => post.body.news_id === newsId);
};
const autoPostsOf = (newsId: number) => t.db.select().from(autoPosts).where(eq(autoPosts.newsId, newsId));
/** Saves an item, and runs the item-change dispatcher, which makes the auto-posts of what became usable. */
async function publish(overrides: Parameters<typeof newsFixture>[1] = {}) {
  const item = await t.app.content.news.create(newsFixture(staff.id, overrides));
  await t.app.dispatchItemChanges();
  return item;
}
async function staffHeaders(): Promise<Headers> {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staff.email, password: PASSWORD } });
  return bearer(login.json().data.access_token);
}
const cardOf = async (headers: Headers, newsId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/auth/v2/new/v2/news/${newsId}`, headers })).json().data;

beforeAll(async () => {
  t = await buildTestApp({ env: { AUTO_POST_RETRY_SECONDS: '1' }, now: () => new Date(Date.now() + ahead) });
  staff = await buildStaff(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('auto-posting published news', () => {
  it('fans out only to linked clients with Auto Post on, a matching category, a chosen profile and the feature', async () => {
    const matching = await autoPostingClient({ categories: [POLITICS] });
    const otherCategory = await autoPostingClient({ categories: [SPORTS] });
    await autoPostingClient({ autoPost: false, categories: [POLITICS] });
    await autoPostingClient({ profile: false, categories: [ECONOMY] });
    const lapsed = await autoPostingClient({ categories: [POLITICS] });
    await t.db
      .update(subscriptions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, lapsed.client.id));

    const listOf = async (headers: Headers) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/v2/client/news', headers })).json().data as { id: number; auto_post: boolean }[];
    expect((await listOf(matching.headers)).some((card) => card.auto_post)).toBe(false);

    const item = await publish({ categoryIds: [POLITICS, ECONOMY], files: [await imageFile()] });
    const rows = await autoPostsOf(item.id);
    expect(rows.map((row) => row.userId)).toEqual([matching.client.id]);

    await vi.waitFor(async () => expect((await autoPostsOf(item.id))[0]?.status).toBe('delivered'), WAIT);
    const [post] = await postsFor(item.id);
    expect(await postsFor(item.id)).toHaveLength(1);
    expect(post?.body).toMatchObject({
      title: item.title,
      profile_ids: ['101'],
      categories: ['Politics', 'Economy'],
    });
    expect(String(post?.body.image)).toMatch(/^http:\/\/portal\.test\/media\/.+signature=/);

    expect((await cardOf(matching.headers, item.id)).auto_post).toBe(true);
    expect((await cardOf(otherCategory.headers, item.id)).auto_post).toBe(false);
    expect((await listOf(matching.headers)).find((card) => card.id === item.id)?.auto_post).toBe(true);
    const recent = (await t.app.inject({ method: 'GET', url: `${SOCIAIR}/profile`, headers: matching.headers })).json().data.recent_posts;
    expect(recent[0]).toMatchObject({ news_id: item.id, status: 'delivered', attempts: 1, last_error: null });
  });

  it('does not fan out a pending item, and posts an embargoed one once its embargo lifted by itself', async () => {
    const { client } = await autoPostingClient({ categories: [SPORTS] });
    const mine = async (newsId: number) => (await autoPostsOf(newsId)).filter((row) => row.userId === client.id);
    const pending = await publish({ categoryIds: [SPORTS], status: 'pending' });
    expect(await mine(pending.id)).toEqual([]);
    const embargoed = await publish({ categoryIds: [SPORTS], publishAt: new Date(Date.now() + HOUR) });
    // Nothing before clients can read it: not even a queued row, whose title the client's recent posts would show.
    expect(await mine(embargoed.id)).toEqual([]);

    ahead += HOUR + 1000;
    await t.app.dispatchItemChanges();
    await vi.waitFor(async () => expect((await autoPostsOf(embargoed.id)).every((row) => row.status === 'delivered')).toBe(true), WAIT);
    expect((await mine(embargoed.id)).map((row) => row.status)).toEqual(['delivered']);
    expect(await postsFor(embargoed.id)).toHaveLength((await autoPostsOf(embargoed.id)).length);
    expect(await mine(pending.id)).toEqual([]);
  });

  it('posts what the desk publishes or corrects and the review approves, each item once per client', async () => {
    const politics = await autoPostingClient({ categories: [POLITICS] });
    const sports = await autoPostingClient({ categories: [SPORTS] });
    const headers = await staffHeaders();
    const body = { title: 'Cabinet meets', content: '<p>Today.</p>', language_id: 2, category_ids: [POLITICS] };
    const published = await t.app.inject({ method: 'POST', url: '/api/v1/news', headers, payload: body });
    const id = published.json().data.id as number;
    await t.app.dispatchItemChanges();
    const postedTo = async (newsId: number) => (await autoPostsOf(newsId)).map((row) => row.userId);
    expect(await postedTo(id)).toContain(politics.client.id);
    expect(await postedTo(id)).not.toContain(sports.client.id);

    // A correction into Sports reaches Sports' followers; those who had the item are not posted it again.
    const before = await autoPostsOf(id);
    const corrected = { ...body, title: 'Cabinet meets the players', category_ids: [POLITICS, SPORTS], status: 'published' };
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/news/${id}`, headers, payload: corrected })).statusCode).toBe(200);
    await t.app.dispatchItemChanges();
    const after = await autoPostsOf(id);
    expect(after.filter((row) => row.userId === politics.client.id)).toHaveLength(1);
    expect(after.map((row) => row.userId)).toContain(sports.client.id);
    expect(after.filter((row) => before.some((old) => old.id === row.id))).toHaveLength(before.length);
    await vi.waitFor(async () => expect((await autoPostsOf(id)).every((row) => row.status === 'delivered')).toBe(true), WAIT);
    expect(await postsFor(id)).toHaveLength(after.length);

    const upload = await t.app.content.news.create(newsFixture(politics.client.id, { categoryIds: [SPORTS], status: 'pending' }));
    await t.app.dispatchItemChanges();
    expect(await postedTo(upload.id)).toEqual([]);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/reviews/${upload.id}/approve`,
      headers,
      payload: { source_name: 'Gandaki Times' },
    });
    expect(approved.statusCode).toBe(200);
    await t.app.dispatchItemChanges();
    expect(await postedTo(upload.id)).toContain(sports.client.id);
    await vi.waitFor(async () => expect((await autoPostsOf(upload.id)).every((row) => row.status === 'delivered')).toBe(true), WAIT);
  });

  it('tries again after the service failed, recording each attempt', async () => {
    await autoPostingClient({ categories: [ECONOMY] });
    await t.app.inject({ method: 'POST', url: '/sim/sociair/control/fail-next', payload: { count: 1 } });
    const item = await publish({ categoryIds: [ECONOMY] });
    await vi.waitFor(async () => expect((await autoPostsOf(item.id))[0]?.status).toBe('delivered'), WAIT);
    const [row] = await autoPostsOf(item.id);
    expect(row?.attempts).toBe(2);
    const attempts = await t.db
      .select()
      .from(autoPostAttempts)
      .where(eq(autoPostAttempts.autoPostId, row?.id ?? 0));
    expect(attempts.map((attempt) => attempt.outcome).sort()).toEqual(['delivered', 'failed']);
    expect(await postsFor(item.id)).toHaveLength(1);
  });

  it('never posts twice on a job replay, even after an answer was lost', async () => {
    await autoPostingClient({ categories: [POLITICS] });
    const item = await publish({ categoryIds: [POLITICS] });
    await vi.waitFor(async () => expect((await autoPostsOf(item.id)).every((row) => row.status === 'delivered')).toBe(true), WAIT);
    const rows = await autoPostsOf(item.id);
    const before = (await postsFor(item.id)).length;
    expect(before).toBe(rows.length);

    for (const row of rows) await t.app.deliverAutoPost(row.id);
    expect(await postsFor(item.id)).toHaveLength(before);

    // The service took the post but its answer never reached the portal: the row still says retrying.
    const [lost] = rows;
    await t.db
      .update(autoPosts)
      .set({ status: 'retrying' })
      .where(eq(autoPosts.id, lost?.id ?? 0));
    await t.app.deliverAutoPost(lost?.id ?? 0);
    expect(await postsFor(item.id)).toHaveLength(before);
    expect((await autoPostsOf(item.id)).find((row) => row.id === lost?.id)?.status).toBe('delivered');
  });

  it('marks the link as needing login when the service refuses the token, without retrying', async () => {
    const { client, headers } = await autoPostingClient({ categories: [SPORTS] });
    await t.app.inject({ method: 'POST', url: '/sim/sociair/control/revoke', payload: { tenant_id: ACCOUNT.tenantId } });
    const item = await publish({ categoryIds: [SPORTS] });
    const mine = async () => (await autoPostsOf(item.id)).find((row) => row.userId === client.id);
    await vi.waitFor(async () => expect((await mine())?.status).toBe('failed'), WAIT);
    expect((await mine())?.attempts).toBe(1);
    expect((await mine())?.lastError).toMatch(/log in again/);
    const profile = (await t.app.inject({ method: 'GET', url: `${SOCIAIR}/profile`, headers })).json().data;
    expect(profile.needs_login).toBe(true);
    const sync = await call('sync', headers);
    expect(sync.json().message).toBe(messages.sociairNeedsLogin);
  });

  it('publishes through the staff call (201) and refuses clients and bad input', async () => {
    const client = await autoPostingClient({ categories: [] });
    const desk = await staffHeaders();
    const body = { title: 'Monsoon arrives early', content: '<p>Rain.</p>', language_id: 2, category_ids: [SPORTS] };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/news', headers: client.headers, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/news', payload: body })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/news',
      headers: desk,
      payload: { ...body, language_id: 99, category_ids: [] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['category_ids']);
    const published = await t.app.inject({ method: 'POST', url: '/api/v1/news', headers: desk, payload: body });
    expect(published.statusCode).toBe(201);
    expect(published.json().message).toBe(messages.newsPublished);
    expect((await cardOf(client.headers, published.json().data.id)).title).toBe('Monsoon arrives early');
  });
});
