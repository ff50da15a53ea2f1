import { MAX_SAVED_SEARCHES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertMatches, categoryMediaTopics, news, savedSearches } from '../../db/schema.ts';
import { buildStaff, ECONOMY, ENGLISH, NEPALI, newsFixture, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { buildClient, buildSubscription } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const HOUR = 3_600_000;
let t: TestApp;
let clock = Date.now();
let staffId: number;
type Headers = Record<string, string>;

const save = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/client/saved-searches', headers, payload });
const list = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/client/saved-searches', headers })).json().data as {
    id: number;
    name: string;
    alert: string;
  }[];

/** Publishes an item now and lets the item-change dispatcher (and so the alerts) see it. */
async function publish(title: string, overrides: Parameters<typeof newsFixture>[1] = {}) {
  clock += 1000;
  const item = await t.app.content.news.create(newsFixture(staffId, { title, publishAt: new Date(clock - 500), ...overrides }));
  await t.app.dispatchItemChanges();
  return item;
}

const matchesOf = (userId: number) => t.db.select().from(alertMatches).where(eq(alertMatches.userId, userId));
const mailsTo = (email: string) => t.smtp.mails.filter((mail) => mail.to.includes(email));

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  staffId = (await buildStaff(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

describe('saved searches', () => {
  it('saves, lists, renames and deletes a search, keeping the words for the alerts', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const created = await save(headers, {
      name: '  Floods  ',
      query: 'Koshi flood',
      filters: { language_id: ENGLISH, category_ids: [POLITICS], date_preset: 'last_7_days' },
      alert: 'daily',
      daily_at: '07:30',
    });
    expect(created.statusCode).toBe(201);
    const search = created.json().data;
    expect(search).toMatchObject({ name: 'Floods', query: 'Koshi flood', alert: 'daily', daily_at: '07:30' });
    expect(search.filters).toEqual({ language_id: ENGLISH, category_ids: [POLITICS], date_preset: 'last_7_days' });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({ matchQuery: 'koshi:* & flood:*', languageId: ENGLISH, categoryIds: [POLITICS], dailyAt: 450 });

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/client/saved-searches/${search.id}`,
      headers,
      payload: { name: 'Koshi floods', query: '', filters: {}, alert: 'off' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Koshi floods', alert: 'off', daily_at: null });
    expect(await list(headers)).toEqual([expect.objectContaining({ id: search.id, name: 'Koshi floods' })]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/client/saved-searches/${search.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(await list(headers)).toEqual([]);
  });

  it('refuses a missing name, a daily alert without its time and a name the client already uses, naming the field', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const noName = await save(headers, { name: '  ', query: 'budget' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toBeDefined();
    const noTime = await save(headers, { name: 'Budget', query: 'budget', alert: 'daily' });
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json().errors.daily_at).toBeDefined();
    const badTime = await save(headers, { name: 'Budget', query: 'budget', alert: 'daily', daily_at: '25:00' });
    expect(badTime.json().errors.daily_at).toBeDefined();
    expect((await save(headers, { name: 'Budget', query: 'budget' })).statusCode).toBe(201);
    const again = await save(headers, { name: 'BUDGET', query: 'tax' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.name).toEqual(['You already have a saved search with this name']);
    expect(await list(headers)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches per client, even when 50 are saved at once`, async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => save(headers, { name: `Search ${i}`, query: `word${i}` })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(refused).toHaveLength(50 - MAX_SAVED_SEARCHES);
    expect(refused[0]?.json().errors.name[0]).toMatch(/at most 20 saved searches/);
    expect(await list(headers)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("answers 404 for another client's search and changes nothing", async () => {
    const owner = await signedInClient(t.app, t.db);
    const stranger = await signedInClient(t.app, t.db);
    const { id } = (await save(owner.headers, { name: 'Mine', query: 'election' })).json().data;
    const payload = { name: 'Taken over', query: 'x' };
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/client/saved-searches/${id}`, headers: stranger.headers, payload })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/client/saved-searches/${id}`, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    expect(await list(owner.headers)).toEqual([expect.objectContaining({ id, name: 'Mine' })]);
  });
});

describe('alerts', () => {
  it('matches a published item by words, language and categories, only for clients who may read it', async () => {
    const byWords = await signedInClient(t.app, t.db);
    const byLanguage = await signedInClient(t.app, t.db);
    const byCategory = await signedInClient(t.app, t.db);
    const elsewhere = await signedInClient(t.app, t.db);
    await save(byWords.headers, { name: 'Glacier', query: 'glacier lake' });
    await save(byLanguage.headers, { name: 'Nepali glaciers', query: 'glacier', filters: { language_id: NEPALI } });
    await save(byCategory.headers, { name: 'Sport', filters: { category_ids: [SPORTS] } });
    await save(elsewhere.headers, { name: 'Other', query: 'cricket' });
    const suspended = await buildClient(t.db, { suspendedAt: new Date() });
    await buildSubscription(t.db, suspended.id);
    const expired = await buildClient(t.db);
    await buildSubscription(t.db, expired.id, {
      startsAt: new Date(Date.now() - 60 * 86_400_000),
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    for (const userId of [suspended.id, expired.id]) await t.db.insert(savedSearches).values({ userId, name: 'All', query: '' });

    const item = await publish('Glacier lakes swell above Everest villages', { languageId: ENGLISH, categoryIds: [POLITICS] });
    expect((await matchesOf(byWords.client.id)).map((match) => match.newsId)).toEqual([item.id]);
    for (const userId of [byLanguage.client.id, byCategory.client.id, elsewhere.client.id, suspended.id, expired.id]) {
      expect(await matchesOf(userId)).toEqual([]);
    }
    const sport = await publish('Glacier marathon winners', { languageId: NEPALI, categoryIds: [SPORTS] });
    expect((await matchesOf(byLanguage.client.id)).map((match) => match.newsId)).toEqual([sport.id]);
    expect((await matchesOf(byCategory.client.id)).map((match) => match.newsId)).toEqual([sport.id]);
  });

  it('matches a Media Topic by the categories mapped to it or to a narrower topic, and refuses a code IPTC never had', async () => {
    // Politics carries medtop:11000000 (politics) from the seed; Economy also "government", narrower than politics.
    await t.db.insert(categoryMediaTopics).values({ categoryId: ECONOMY, code: 'medtop:20000593', position: 1 });
    const politics = await signedInClient(t.app, t.db);
    const government = await signedInClient(t.app, t.db);
    expect((await save(politics.headers, { name: 'Politics', filters: { media_topic: 'medtop:11000000' } })).statusCode).toBe(201);
    expect((await save(government.headers, { name: 'Government', filters: { media_topic: 'medtop:20000593' } })).statusCode).toBe(201);
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.userId, politics.client.id));
    expect(row?.topicCodes).toEqual(expect.arrayContaining(['medtop:11000000', 'medtop:20000593', 'medtop:20000574']));

    const parliament = await publish('Parliament reconvenes', { categoryIds: [POLITICS] });
    const ministry = await publish('Finance ministry reshuffled', { categoryIds: [ECONOMY] });
    await publish('Cricket team named', { categoryIds: [SPORTS] });
    expect((await matchesOf(politics.client.id)).map((match) => match.newsId).sort()).toEqual([parliament.id, ministry.id].sort());
    expect((await matchesOf(government.client.id)).map((match) => match.newsId)).toEqual([ministry.id]);

    const unknown = await save(politics.headers, { name: 'Unknown', filters: { media_topic: 'medtop:99999999' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['filters.media_topic']).toEqual(['medtop:99999999 is not an IPTC Media Topic']);
    const misspelt = await save(politics.headers, { name: 'Misspelt', filters: { media_topic: 'politics' } });
    expect(misspelt.statusCode).toBe(422);
    expect(await list(politics.headers)).toHaveLength(1);
  });

  it('matches a word typed in Latin letters by its Devanagari reading the archive holds too', async () => {
    await publish('सरकारले बजेट ल्यायो', { languageId: NEPALI });
    const { client, headers } = await signedInClient(t.app, t.db);
    const created = (await save(headers, { name: 'Sarkar', query: 'sarkar' })).json().data;
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, created.id));
    expect(row?.matchQuery).toBe('(sarkar:* | सरकार:*)');

    const devanagari = await publish('सरकारको नयाँ निर्णय', { languageId: NEPALI });
    await publish('मौसम सफा रहने', { languageId: NEPALI });
    const latin = await publish('Sarkar resigns', { languageId: ENGLISH });
    expect((await matchesOf(client.id)).map((match) => match.newsId).sort()).toEqual([devanagari.id, latin.id].sort());
  });

  it('mails an immediate alert once per item and client, with a one-click unsubscribe for that search only', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const first = (await save(headers, { name: 'Monsoon', query: 'monsoon', alert: 'immediate' })).json().data;
    const second = (await save(headers, { name: 'Rain', query: 'rain', alert: 'immediate' })).json().data;
    const item = await publish('Monsoon rain floods Terai', { metaDescription: 'Rivers rose overnight in the plains.' });

    const mail = await t.smtp.waitFor(client.email, 30_000);
    expect(mail.subject).toBe('News alert: Monsoon rain floods Terai');
    expect(mail.text).toContain('Rivers rose overnight in the plains.');
    expect(mail.text).toContain(`http://portal.test/news/${item.id}`);
    const oneClick = /^List-Unsubscribe: <http:\/\/portal\.test(\/api\/alerts\/unsubscribe\/[^>]+)>/im.exec(mail.headers)?.[1];
    expect(oneClick).toBeDefined();
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    const page = /http:\/\/portal\.test\/unsubscribe\/(\S+)/.exec(mail.text)?.[1];
    expect(oneClick).toBe(`/api/alerts/unsubscribe/${page}`);

    const info = await t.app.inject({ method: 'GET', url: oneClick as string });
    expect(info.json().data).toEqual({ name: first.name, alert: 'immediate' });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (let i = 0; i < 2; i += 1) {
      const answer = await t.app.inject({ method: 'POST', url: oneClick as string, headers: form, payload: 'List-Unsubscribe=One-Click' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ name: 'Monsoon', alert: 'off' });
    }
    expect((await list(headers)).map((search) => [search.id, search.alert])).toEqual([
      [first.id, 'off'],
      [second.id, 'immediate'],
    ]);
    const forged = `${second.id}.${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${forged}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe/nonsense' })).statusCode).toBe(404);

    // A correction is not alerted again: the next mail is the next item's, and no other came between.
    await t.db.update(news).set({ title: 'Monsoon rain floods Terai districts' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    await publish('Rain returns to Kathmandu');
    await vi.waitFor(() => expect(mailsTo(client.email).length).toBeGreaterThanOrEqual(2), { timeout: 30_000, interval: 100 });
    expect(mailsTo(client.email).map((sent) => sent.subject)).toEqual([
      'News alert: Monsoon rain floods Terai',
      'News alert: Rain returns to Kathmandu',
    ]);
  });

  it('writes the mail in the language the client last chose', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    expect((await t.app.inject({ method: 'PUT', url: '/api/client/locale', headers, payload: { locale: 'ne' } })).statusCode).toBe(200);
    await save(headers, { name: 'Hydro', query: 'hydropower', alert: 'immediate' });
    await publish('Hydropower plant opens');
    const mail = await t.smtp.waitFor(client.email, 30_000);
    expect(mail.subject).toBe('समाचार सूचना: Hydropower plant opens');
    expect(mail.text).toContain('पोर्टलमा खोल्नुहोस्');
    // No calendar chosen: the Nepali reader gets Bikram Sambat in Nepali digits, the time by the part of the day.
    expect(mail.text).toMatch(/प्रकाशित: [२०-९]{4} \S+ [०-९]{1,2}, \S+, (बिहान|दिउँसो|बेलुका|राति) [०-९]{1,2}:[०-९]{2}/);
  });

  it('writes the mail’s dates in the calendar the client chose', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/auth/v2/profile/calendar', headers, payload: { calendar: 'bs' } })).statusCode,
    ).toBe(200);
    await save(headers, { name: 'Budget', query: 'budget', alert: 'immediate' });
    await publish('Budget session opens');
    const mail = await t.smtp.waitFor(client.email, 30_000);
    expect(mail.text).toMatch(
      /Published: \d{1,2} (Baishakh|Jestha|Asar|Shrawan|Bhadra|Asoj|Kartik|Mangsir|Poush|Magh|Falgun|Chaitra) \d{4}, \w+day, /,
    );
  });

  it('sends an hourly digest of exactly the matching items, newest first, and nothing when there is nothing new', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await save(headers, { name: 'Tourism', query: 'tourism', alert: 'hourly' });
    const older = await publish('Tourism arrivals rise');
    await publish('Cement prices fall');
    const newer = await publish('Tourism board opens trekking routes');
    expect(await t.app.sendAlertDigests()).toBe(0);

    clock += HOUR + 1000;
    expect(await t.app.sendAlertDigests()).toBe(1);
    const mail = await t.smtp.waitFor(client.email, 30_000);
    expect(mail.subject).toBe('Tourism: 2 new items');
    const titles = mail.text.split(/\r?\n/).filter((line) => /^Tourism (arrivals|board)/.test(line));
    expect(titles).toEqual(['Tourism board opens trekking routes', 'Tourism arrivals rise']);
    expect(mail.text).not.toContain('Cement');
    expect((await matchesOf(client.id)).every((match) => match.mailedAt !== null)).toBe(true);
    expect([older.id, newer.id].sort()).toEqual((await matchesOf(client.id)).map((match) => match.newsId).sort());

    clock += HOUR + 1000;
    expect(await t.app.sendAlertDigests()).toBe(0);
  });

  it('sends a daily digest once the chosen Nepal time has passed, once that day', async () => {
    // 08:00 in Nepal is 02:15 UTC; start the day before it.
    const day = new Date(clock + 2 * 86_400_000);
    clock = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 1, 0);
    const { client, headers } = await signedInClient(t.app, t.db);
    await save(headers, { name: 'Budget daily', query: 'budget', alert: 'daily', daily_at: '08:00' });
    await publish('Budget talks resume');
    expect(await t.app.sendAlertDigests()).toBe(0);
    clock = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 2, 16);
    expect(await t.app.sendAlertDigests()).toBe(1);
    const mail = await t.smtp.waitFor(client.email, 30_000);
    expect(mail.text).toContain('Daily digest');
    await publish('Budget passed by parliament');
    clock += HOUR;
    expect(await t.app.sendAlertDigests()).toBe(0);
  });

  it('lists the matches in the bell and marks them read', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    await save(headers, { name: 'Airport', query: 'airport' });
    const first = await publish('Airport runway extended');
    const second = await publish('Airport opens at night');
    const bell = (await t.app.inject({ method: 'GET', url: '/api/client/alerts', headers })).json();
    expect(bell.unread).toBe(2);
    expect(bell.data.map((alert: { news_id: number }) => alert.news_id)).toEqual([second.id, first.id]);
    expect(bell.data[0]).toMatchObject({ title: 'Airport opens at night', search_name: 'Airport', read: false });

    const stranger = await signedInClient(t.app, t.db);
    await t.app.inject({ method: 'POST', url: '/api/client/alerts/read', headers: stranger.headers, payload: { ids: [bell.data[0].id] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/client/alerts', headers })).json().unread).toBe(2);

    await t.app.inject({ method: 'POST', url: '/api/client/alerts/read', headers, payload: { ids: [bell.data[0].id] } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/client/alerts', headers })).json();
    expect(after.unread).toBe(1);
    expect(after.data[0].read).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/client/alerts/read', headers, payload: {} });
    expect((await t.app.inject({ method: 'GET', url: '/api/client/alerts', headers })).json().unread).toBe(0);
  });
});
