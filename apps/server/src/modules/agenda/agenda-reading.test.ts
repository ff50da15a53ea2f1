import { type ClientEvent, FEATURE_AGENDA, FEATURE_SOCIAL_AUTOMATION, messages, type StaffEvent } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agendaWatches, galleries, news, subscriptionPlans, subscriptions, users } from '../../db/schema.ts';
import {
  BASIC_PLAN,
  buildStaff,
  NEPALI,
  newsFixture,
  POLITICS,
  PREMIUM_PLAN,
  SPORTS,
  signedInClient,
} from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app.ts';

const STAFF_EVENTS = '/api/v1/agenda/events';
const EVENTS = '/api/client/agenda/events';
const DAY = 86_400_000;
let database: TestDatabase;
let t: TestApp;
let staffId: number;
let staff: Record<string, string>;
let client: { client: { id: number; email: string }; headers: Record<string, string> };

const inDays = (days: number) => new Date(Date.now() + 5.75 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

const plan = (fields: Record<string, unknown> = {}) => ({
  title: 'By-election count',
  title_ne: 'उपनिर्वाचनको मतगणना',
  start_date: inDays(3),
  start_time: '09:00',
  district_id: 27,
  category_ids: [POLITICS],
  internal_note: 'Reporter: Sita. Do not share.',
  coverages: [
    { kind: 'text', expected_date: inDays(3), expected_time: '18:00' },
    { kind: 'photos', expected_date: inDays(3) },
  ],
  ...fields,
});

async function create(fields: Record<string, unknown> = {}): Promise<StaffEvent> {
  const answer = await t.app.inject({ method: 'POST', url: STAFF_EVENTS, headers: staff, payload: plan(fields) });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}
async function save(event: StaffEvent, fields: Record<string, unknown>): Promise<StaffEvent> {
  const { id: _id, version, coverages, series: _series, updated_at: _at, ...rest } = event;
  const payload = { ...rest, coverages: coverages.map(({ delivered_item: _item, ...coverage }) => coverage), version, ...fields };
  const answer = await t.app.inject({ method: 'PUT', url: `${STAFF_EVENTS}/${event.id}`, headers: staff, payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}
const read = async (id: number, headers = client.headers): Promise<ClientEvent> => {
  const answer = await t.app.inject({ method: 'GET', url: `${EVENTS}/${id}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const list = async (query: string, headers = client.headers) => {
  const answer = await t.app.inject({ method: 'GET', url: `${EVENTS}?${query}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: ClientEvent[]; meta: { total: number } };
};
const watch = (id: number, payload: Record<string, unknown> = {}, headers = client.headers) =>
  t.app.inject({ method: 'PUT', url: `${EVENTS}/${id}/watch`, headers, payload });
const mailsTo = (email: string) => t.smtp.mails.filter((mail) => mail.to.includes(email));

async function publishedNews(title: string) {
  return t.app.content.news.create(newsFixture(staffId, { title, languageId: NEPALI, publishAt: new Date(Date.now() - 60_000) }));
}

beforeAll(async () => {
  database = await createTestDatabase({ state: 'seeded' });
  t = await buildTestApp({ database });
  await t.db
    .update(subscriptionPlans)
    .set({ features: [FEATURE_SOCIAL_AUTOMATION, FEATURE_AGENDA] })
    .where(eq(subscriptionPlans.id, PREMIUM_PLAN));
  const user = await buildStaff(t.db);
  staffId = user.id;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: user.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  client = await signedInClient(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the Agenda as clients read it', () => {
  it('is read with a plan that has the Agenda, and refused with a clear message without', async () => {
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const refused = await t.app.inject({ method: 'GET', url: EVENTS, headers: basic.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.agendaNotInPlan);
    const lapsed = await signedInClient(t.app, t.db, null);
    expect((await t.app.inject({ method: 'GET', url: EVENTS, headers: lapsed.headers })).statusCode).toBe(403);
  });

  it('never shows the internal note, and names the place', async () => {
    const event = await create();
    const seen = await read(event.id);
    expect(JSON.stringify(seen)).not.toContain('Sita');
    expect(seen).not.toHaveProperty('internal_note');
    expect(seen.place?.district?.id).toBe(27);
    expect(seen.coverages.map((coverage) => [coverage.kind, coverage.state, coverage.watched])).toEqual([
      ['text', 'planned', false],
      ['photos', 'planned', false],
    ]);
  });

  it('lists from today on by default, filters, searches in Nepali, and puts the home district first each day', async () => {
    const day = inDays(20);
    const elsewhere = await create({
      title: 'Cricket series opener',
      title_ne: 'क्रिकेट शृंखला',
      start_date: day,
      start_time: '08:00',
      district_id: 1,
      category_ids: [SPORTS],
      coverages: [{ kind: 'video' }],
    });
    const home = await create({ title: 'Ward meeting', title_ne: 'वडा भेला', start_date: day, start_time: '15:00', district_id: 40 });
    await create({ title: 'Last week’s rally', start_date: inDays(-7) });
    const homeReader = await signedInClient(t.app, t.db);
    await t.db.update(users).set({ homeDistrictId: 40 }).where(eq(users.id, homeReader.client.id));

    const sameDay = await list(`from=${day}&to=${day}`, homeReader.headers);
    expect(sameDay.data.map((event) => event.id)).toEqual([home.id, elsewhere.id]);
    expect((await list(`from=${day}&to=${day}`)).data.map((event) => event.id)).toEqual([elsewhere.id, home.id]);

    const upcoming = await list('rowsPerPage=100');
    expect(upcoming.data.map((event) => event.title)).not.toContain('Last week’s rally');
    expect((await list(`from=${inDays(-8)}&to=${inDays(-6)}`)).data.map((event) => event.title)).toEqual(['Last week’s rally']);
    expect((await list(`category=${SPORTS}`)).data.map((event) => event.id)).toEqual([elsewhere.id]);
    expect((await list('coverage_kind=video')).data.map((event) => event.id)).toEqual([elsewhere.id]);
    expect((await list(`search=${encodeURIComponent('शृंखला')}`)).data.map((event) => event.id)).toEqual([elsewhere.id]);
    expect((await list('search=100%25')).data).toEqual([]);
    expect((await list('district=40')).data.map((event) => event.id)).toEqual([home.id]);
  });

  it('watches an event or one coverage of it, and lists the watched ones', async () => {
    const event = await create({ title: 'Press conference in Biratnagar' });
    const photos = event.coverages[1]?.id as number;
    const watched = await watch(event.id);
    expect(watched.json()).toMatchObject({ message: messages.eventWatched, data: { watched: true } });
    expect((await watch(event.id)).statusCode).toBe(200);
    const coverage = await watch(event.id, { coverage_id: photos });
    expect(coverage.json().data.coverages[1].watched).toBe(true);
    expect((await list('watched=1')).data.map((item) => item.id)).toContain(event.id);
    expect((await watch(event.id, { coverage_id: 999_999 })).statusCode).toBe(404);

    const unwatched = await t.app.inject({ method: 'DELETE', url: `${EVENTS}/${event.id}/watch`, headers: client.headers });
    expect(unwatched.json().data).toMatchObject({ watched: false, coverages: [{ watched: false }, { watched: true }] });
    expect(await t.db.$count(agendaWatches, eq(agendaWatches.eventId, event.id))).toBe(1);
  });

  it('refuses text messages to a person without a mobile number, on the field', async () => {
    const event = await create();
    const reader = await signedInClient(t.app, t.db);
    await t.db.update(users).set({ mobileNo: '' }).where(eq(users.id, reader.client.id));
    const refused = await watch(event.id, { sms: true }, reader.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ sms: [messages.watchSmsNeedsMobile] });
  });
});

describe('telling watchers what changed', () => {
  it('mails a watcher in their language and calendar when the event is postponed, moved, then cancelled — once per change', async () => {
    const event = await create({ title: 'Budget speech', title_ne: 'बजेट भाषण' });
    const nepali = await signedInClient(t.app, t.db);
    await t.db.update(users).set({ locale: 'ne' }).where(eq(users.id, nepali.client.id));
    expect((await watch(event.id, {}, nepali.headers)).statusCode).toBe(200);

    const postponed = await save(event, { status: 'postponed', status_reason: 'The minister is abroad' });
    const first = await t.smtp.waitFor(nepali.client.email, 30_000);
    expect(first.subject).toBe('स्थगित: बजेट भाषण');
    expect(first.text).toContain('कारण: The minister is abroad');
    expect(first.text).toMatch(/कहिले: २०८[०-९] /);
    expect(first.text).toContain(`http://portal.test/agenda/events/${event.id}`);

    const moved = await save(postponed, { status: 'confirmed', start_date: inDays(10) });
    await vi.waitFor(() => expect(mailsTo(nepali.client.email)).toHaveLength(2), { timeout: 30_000, interval: 100 });
    await save(moved, { title: 'Budget speech (full text)' });
    await save({ ...moved, version: moved.version + 1 }, { status: 'cancelled', status_reason: 'Parliament dissolved' });
    await vi.waitFor(() => expect(mailsTo(nepali.client.email)).toHaveLength(3), { timeout: 30_000, interval: 100 });
    expect(mailsTo(nepali.client.email).map((mail) => mail.subject)).toEqual(['स्थगित: बजेट भाषण', 'नयाँ समय: बजेट भाषण', 'रद्द: बजेट भाषण']);

    const bell = (await t.app.inject({ method: 'GET', url: '/api/client/agenda/notices', headers: nepali.headers })).json();
    expect(bell.unread).toBe(3);
    expect(bell.data.map((notice: { reasons: string[] }) => notice.reasons)).toEqual([['cancelled'], ['rescheduled'], ['postponed']]);
    await t.app.inject({ method: 'POST', url: '/api/client/agenda/notices/read', headers: nepali.headers, payload: {} });
    expect((await t.app.inject({ method: 'GET', url: '/api/client/agenda/notices', headers: nepali.headers })).json().unread).toBe(0);
  });

  it('tells a coverage’s watcher of its delivery with a link to the item, and an item withdrawn sets it back in progress', async () => {
    const event = await create({
      title: 'Dashain traffic',
      start_date: inDays(0),
      coverages: [{ kind: 'text', expected_date: inDays(0) }, { kind: 'photos' }],
    });
    const [text, photos] = event.coverages as [StaffEvent['coverages'][0], StaffEvent['coverages'][0]];
    const photoDesk = await signedInClient(t.app, t.db);
    const smsReader = await signedInClient(t.app, t.db);
    await watch(event.id, { coverage_id: photos.id }, photoDesk.headers);
    expect((await watch(event.id, { sms: true }, smsReader.headers)).json().data).toMatchObject({ watched: true, watch_sms: true });
    const story = await publishedNews('दशैंमा सडक जाम');

    const suggested = await t.app.inject({
      method: 'GET',
      url: `/api/v1/agenda/coverage-suggestions?kind=news&id=${story.id}`,
      headers: staff,
    });
    expect(suggested.json().data.map((row: { coverage_id: number }) => row.coverage_id)).toContain(text.id);
    const linked = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/agenda/coverages/${text.id}/delivered`,
      headers: staff,
      payload: { kind: 'news', id: story.id },
    });
    expect(linked.json()).toMatchObject({
      message: messages.coverageLinked,
      data: { coverages: [{ state: 'delivered', delivered_item: { kind: 'news', id: story.id } }, {}] },
    });

    await t.smtp.waitFor(smsReader.client.email, 30_000);
    const [gallery] = await t.db
      .insert(galleries)
      .values({ title: 'Dashain crowds', userId: staffId, status: 'published', publishAt: new Date(Date.now() - 1000) })
      .returning();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/agenda/coverages/${photos.id}/delivered`,
      headers: staff,
      payload: { kind: 'gallery', id: gallery?.id },
    });
    const photoMail = await t.smtp.waitFor(photoDesk.client.email, 30_000);
    expect(photoMail.subject).toBe('Coverage delivered: Dashain traffic');
    expect(photoMail.text).toContain('The agency delivered the photos.');
    // The photo desk watches the photos only: the story's delivery told it nothing.
    expect(mailsTo(photoDesk.client.email)).toHaveLength(1);
    await vi.waitFor(async () => expect(await smsTo(smsReader.client.id)).toBe(2), { timeout: 30_000, interval: 100 });

    expect((await read(event.id)).coverages.map((coverage) => coverage.delivered_item?.title)).toEqual(['दशैंमा सडक जाम', 'Dashain crowds']);
    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, story.id));
    expect(await t.app.sweepWithdrawnCoverage()).toBe(1);
    expect(await t.app.sweepWithdrawnCoverage()).toBe(0);
    expect((await read(event.id)).coverages.map((coverage) => coverage.state)).toEqual(['in_progress', 'delivered']);
  });

  it('refuses to link an item that is not published', async () => {
    const event = await create();
    const draft = await t.app.content.news.create(newsFixture(staffId, { status: 'pending' }));
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/agenda/coverages/${event.coverages[0]?.id}/delivered`,
      headers: staff,
      payload: { kind: 'news', id: draft.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ id: [messages.coverageItemUnknown] });
  });
});

async function smsTo(userId: number): Promise<number> {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from outbox o join users u on u.mobile_no = o.recipient where o.channel = 'sms' and u.id = ${userId}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Enough watchers that both instances send several rounds of their bulk mails at once; how fast hundreds go is the
 * job queue's concern, not this test's (a run of 500 took 17 s of the tier on PGlite).
 */
const WATCHERS = 120;

describe(`a postponement with ${WATCHERS} watchers`, () => {
  it('mails each once, with two instances sending at once', { timeout: 90_000 }, async () => {
    const event = await create({ title: 'Cabinet reshuffle' });
    const watchers = await t.db
      .insert(users)
      .values(
        Array.from({ length: WATCHERS }, (_, index) => ({
          email: `watcher${index}@example.com`,
          fullName: `Watcher ${index}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const started = new Date(Date.now() - DAY);
    const ends = new Date(Date.now() + 30 * DAY);
    await t.db
      .insert(subscriptions)
      .values(watchers.map(({ id }) => ({ userId: id, planId: PREMIUM_PLAN, startsAt: started, expiresAt: ends })));
    await t.db.insert(agendaWatches).values(watchers.map(({ id }) => ({ userId: id, eventId: event.id })));
    const second = await buildTestApp({ database: await database.reopen() });
    try {
      await save(event, { status: 'postponed', status_reason: 'Talks go on' });
      const caught = () =>
        [...t.smtp.mails, ...second.smtp.mails].filter((mail) => mail.to.some((address) => address.startsWith('watcher')));
      await vi.waitFor(() => expect(caught().length).toBeGreaterThanOrEqual(WATCHERS), { timeout: 60_000, interval: 250 });
      const recipients = caught().flatMap((mail) => mail.to);
      expect(new Set(recipients).size).toBe(WATCHERS);
      expect(recipients).toHaveLength(WATCHERS);
    } finally {
      await second.close();
    }
  });
});
