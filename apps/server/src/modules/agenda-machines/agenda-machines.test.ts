import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AgendaFeedPage, contracts, FEATURE_AGENDA, messages, pathWith, type StaffEvent } from '@portal/shared';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agendaWatches, subscriptionPlans, users } from '../../db/schema.ts';
import { BASIC_PLAN, buildStaff, ECONOMY, POLITICS, PREMIUM_PLAN, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app.ts';

const STAFF_EVENTS = contracts.agenda.create.path;
const { calendarAddress, rotateCalendarAddress, eventIcs } = contracts.agendaReading;
const FEED = contracts.agendaFeed.events.path;
const DAY = 86_400_000;

/** The app's own database, so a second instance can open it too (webhooks' test). */
let database: TestDatabase;
let t: TestApp;
let staff: Record<string, string>;
let client: Awaited<ReturnType<typeof signedInClient>>;
let receiver: http.Server;
let base: string;
const received: { path: string; type: string; eventId: string; body: Record<string, unknown> }[] = [];

/** A Nepal day `days` from today. */
const inDays = (days: number) => new Date(Date.now() + 5.75 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

const plan = (fields: Record<string, unknown> = {}) => ({
  title: 'By-election count',
  title_ne: 'उपनिर्वाचनको मतगणना',
  start_date: inDays(3),
  start_time: '09:00',
  end_time: '17:30',
  district_id: 27,
  venue: 'District Election Office',
  category_ids: [POLITICS],
  internal_note: 'Reporter: Sita. Do not share.',
  coverages: [{ kind: 'text', expected_date: inDays(3), expected_time: '18:00' }],
  ...fields,
});

async function create(fields: Record<string, unknown> = {}): Promise<StaffEvent> {
  const answer = await t.app.inject({ method: 'POST', url: STAFF_EVENTS, headers: staff, payload: plan(fields) });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}
async function save(event: StaffEvent, fields: Record<string, unknown>): Promise<StaffEvent> {
  const { id: _id, version, coverages, series: _series, updated_at: _at, ...rest } = event as StaffEvent & { series?: unknown };
  const payload = { ...rest, coverages: coverages.map(({ delivered_item: _item, ...coverage }) => coverage), version, ...fields };
  const answer = await t.app.inject({ method: 'PUT', url: `${STAFF_EVENTS}/${event.id}`, headers: staff, payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

async function addressOf(headers: Record<string, string>) {
  const answer = await t.app.inject({ url: calendarAddress.path, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { url: string; webcal: string };
}
/** The calendar at its address (PUBLIC_URL is http://portal.test: the path is what the app serves). */
const fetchCalendar = (url: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${new URL(url).pathname}${query}`, headers });

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, { event, status: vevent.getFirstPropertyValue('status'), url: vevent.getFirstPropertyValue('url') }];
    }),
  );
}
const uidOf = (id: number) => `agenda-${id}@portal.test`;

async function newKey(headers: Record<string, string>) {
  const answer = await t.app.inject({ method: 'POST', url: contracts.feed.createApiKey.path, headers, payload: { name: 'CMS' } });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.key as string;
}
async function feedPage(key: string, query: Record<string, string | number> = {}): Promise<AgendaFeedPage> {
  const answer = await t.app.inject({
    url: FEED,
    headers: bearer(key),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        type: String(request.headers['x-portal-event-type']),
        eventId: String(request.headers['x-portal-event-id']),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  database = await createTestDatabase({ state: 'seeded' });
  t = await buildTestApp({ database, env: { OUTBOUND_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_SECONDS: '1' } });
  await t.db
    .update(subscriptionPlans)
    .set({ features: [FEATURE_AGENDA] })
    .where(eq(subscriptionPlans.id, PREMIUM_PLAN));
  const user = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: user.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  client = await signedInClient(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await database.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('the calendar subscription', () => {
  it('gives a person one secret address, https and webcal, and only with a plan that has the Agenda', async () => {
    const address = await addressOf(client.headers);
    expect(address.url).toMatch(/^http:\/\/portal\.test\/api\/agenda\/calendar\/[\w-]{40,}$/);
    expect(address.webcal).toBe(address.url.replace(/^http:/, 'webcal:'));
    expect(await addressOf(client.headers)).toEqual(address);
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const refused = await t.app.inject({ url: calendarAddress.path, headers: basic.headers });
    expect([refused.statusCode, refused.json().message]).toEqual([403, messages.agendaNotInPlan]);
  });

  it('lists the events from 30 days back as iCalendar, Nepal times at +05:45, a cancelled one CANCELLED, never the internal note', async () => {
    const count = await create();
    const allDay = await create({
      title: 'Teej holiday',
      all_day: true,
      start_date: inDays(5),
      end_date: inDays(6),
      category_ids: [SPORTS],
    });
    const called = await create({ title: 'Called off rally', start_date: inDays(4) });
    await save(called, { status: 'cancelled', status_reason: 'Security concerns' });
    const old = await create({ title: 'Long past', start_date: inDays(-40), start_time: null, all_day: true });

    const answer = await fetchCalendar((await addressOf(client.headers)).url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toMatch(/^private/);
    expect(answer.body).not.toContain('Sita');
    const events = eventsOf(answer.body);
    expect(events.has(uidOf(old.id))).toBe(false);

    const timed = events.get(uidOf(count.id));
    expect(timed?.event.summary).toBe('By-election count');
    expect(timed?.event.description).toContain('उपनिर्वाचनको मतगणना');
    expect(timed?.event.location).toContain('District Election Office');
    expect(timed?.event.sequence).toBe(0);
    expect(timed?.url).toBe(`http://portal.test/agenda/events/${count.id}`);
    // 09:00 in Kathmandu is 03:15 UTC.
    expect(timed?.event.startDate.toJSDate().toISOString()).toBe(`${inDays(3)}T03:15:00.000Z`);
    expect(timed?.event.endDate.toJSDate().toISOString()).toBe(`${inDays(3)}T11:45:00.000Z`);

    const whole = events.get(uidOf(allDay.id))?.event;
    expect([whole?.startDate.isDate, whole?.startDate.toString(), whole?.endDate.toString()]).toEqual([true, inDays(5), inDays(7)]);

    const cancelled = events.get(uidOf(called.id));
    expect(cancelled?.status).toBe('CANCELLED');
    expect(cancelled?.event.sequence).toBe(1);
    expect(cancelled?.event.description).toContain('Security concerns');
  });

  it('raises SEQUENCE with each save, and answers 304 to a calendar that holds the same text', async () => {
    const event = await create({ title: 'Cabinet meeting' });
    const { url } = await addressOf(client.headers);
    const first = await fetchCalendar(url);
    const etag = String(first.headers.etag);
    expect((await fetchCalendar(url, '', { 'if-none-match': etag })).statusCode).toBe(304);

    await save(await save(event, { start_time: '10:00' }), { start_time: '11:00' });
    const second = await fetchCalendar(url, '', { 'if-none-match': etag });
    expect(second.statusCode).toBe(200);
    const moved = eventsOf(second.body).get(uidOf(event.id))?.event;
    expect(moved?.sequence).toBe(2);
    expect(moved?.startDate.toJSDate().toISOString()).toBe(`${inDays(3)}T05:15:00.000Z`);
  });

  it('narrows to a category, or to the events the person watches', async () => {
    const economy = await create({ title: 'Monetary policy', category_ids: [ECONOMY] });
    const watched = await create({ title: 'Watched count' });
    await t.db.insert(agendaWatches).values({ userId: client.client.id, eventId: watched.id });
    const { url } = await addressOf(client.headers);

    const inEconomy = eventsOf((await fetchCalendar(url, `?category=${ECONOMY}`)).body);
    expect([...inEconomy.keys()]).toEqual([uidOf(economy.id)]);
    const mine = eventsOf((await fetchCalendar(url, '?watched=1')).body);
    expect([...mine.keys()]).toEqual([uidOf(watched.id)]);
  });

  it('stops the old address when rotated (404), and refuses unknown tokens and suspended clients', async () => {
    const old = await addressOf(client.headers);
    const rotated = await t.app.inject({ method: 'POST', url: rotateCalendarAddress.path, headers: client.headers });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().message).toBe(messages.calendarAddressRotated);
    const next = rotated.json().data as { url: string };
    expect(next.url).not.toBe(old.url);
    expect((await fetchCalendar(old.url)).statusCode).toBe(404);
    expect((await fetchCalendar(next.url)).statusCode).toBe(200);
    expect((await t.app.inject({ url: pathWith(contracts.agendaReading.calendarFeed.path, { token: 'x'.repeat(43) }) })).statusCode).toBe(
      404,
    );

    const suspended = await signedInClient(t.app, t.db);
    const address = await addressOf(suspended.headers);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.client.id));
    const refused = await fetchCalendar(address.url);
    expect([refused.statusCode, refused.json().message]).toEqual([403, messages.accountSuspended]);
  });
});

describe('one event as an .ics file', () => {
  it('is a calendar file with its name, for a member whose plan has the Agenda', async () => {
    const event = await create({ title: 'Press meet, Singha Durbar; hall 2' });
    const answer = await t.app.inject({ url: pathWith(eventIcs.path, { id: event.id }), headers: client.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="agenda-event-${event.id}.ics"`);
    const events = eventsOf(answer.body);
    expect([...events.keys()]).toEqual([uidOf(event.id)]);
    expect(events.get(uidOf(event.id))?.event.summary).toBe('Press meet, Singha Durbar; hall 2');

    expect((await t.app.inject({ url: pathWith(eventIcs.path, { id: 999_999 }), headers: client.headers })).statusCode).toBe(404);
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    expect((await t.app.inject({ url: pathWith(eventIcs.path, { id: event.id }), headers: basic.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: pathWith(eventIcs.path, { id: event.id }) })).statusCode).toBe(401);
  });
});

describe('the Feed API’s Agenda', () => {
  it('refuses a key whose plan has no Agenda, with the message', async () => {
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const answer = await t.app.inject({ url: FEED, headers: bearer(await newKey(basic.headers)) });
    expect([answer.statusCode, answer.json().message]).toEqual([403, messages.agendaNotInPlan]);
  });

  it('lists the events from 30 days back, soonest first, then every change after the cursor once, in its latest version', async () => {
    const owner = await signedInClient(t.app, t.db);
    const key = await newKey(owner.headers);
    const soon = await create({ title: 'Tomorrow’s count', start_date: inDays(1) });
    const first = await feedPage(key, { limit: 100 });
    const starts = first.events.map((event) => event.start_date);
    expect(starts).toEqual([...starts].sort());
    expect(starts.every((day) => day >= inDays(-30))).toBe(true);
    const listed = first.events.find((event) => event.id === soon.id);
    expect(listed).toMatchObject({ uri: `http://portal.test/agenda/events/${soon.id}`, version: 1, title: 'Tomorrow’s count' });
    expect(JSON.stringify(first)).not.toContain('Sita');

    expect((await feedPage(key, { since: first.next_cursor })).events).toEqual([]);
    const twice = await save(await save(soon, { title: 'Count moved' }), { status: 'cancelled', status_reason: 'Court order' });
    const other = await create({ title: 'A new one', start_date: inDays(60) });
    const changes = await feedPage(key, { since: first.next_cursor });
    expect(changes.events.map((event) => [event.id, event.version, event.status])).toEqual([
      [soon.id, twice.version, 'cancelled'],
      [other.id, 1, 'planned'],
    ]);

    // A page of one holds the older change, and its cursor leads to the next.
    const one = await feedPage(key, { since: first.next_cursor, limit: 1 });
    expect(one.events.map((event) => event.id)).toEqual([soon.id]);
    expect((await feedPage(key, { since: one.next_cursor })).events.map((event) => event.id)).toEqual([other.id]);
    expect((await feedPage(key, { category: ECONOMY, since: first.next_cursor })).events).toEqual([]);

    const bad = await t.app.inject({ url: FEED, headers: bearer(key), query: { since: 'not-a-cursor' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('webhooks of the Agenda', () => {
  async function addHook(headers: Record<string, string>, path: string, fields: object) {
    const answer = await t.app.inject({
      method: 'POST',
      url: contracts.webhooks.create.path,
      headers,
      payload: { url: `${base}${path}`, ...fields },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as { id: number; agenda: boolean };
  }
  const hitsOf = (path: string) => received.filter((hit) => hit.path === path);

  it(
    'sends each save once to the hooks that take the Agenda in its categories, also with two instances handing them on',
    async () => {
      const owner = await signedInClient(t.app, t.db);
      // Hand on what earlier tests saved, so the hooks below hear only what follows.
      await t.app.fanOutAgendaToWebhooks();
      const all = await addHook(owner.headers, '/agenda-all', { agenda: true });
      expect(all.agenda).toBe(true);
      await addHook(owner.headers, '/agenda-sports', { agenda: true, category_ids: [SPORTS] });
      const itemsOnly = await addHook(owner.headers, '/items-only', {});
      expect(itemsOnly.agenda).toBe(false);
      // A change of the filters that leaves `agenda` out keeps the choice.
      const kept = await t.app.inject({
        method: 'PUT',
        url: pathWith(contracts.webhooks.update.path, { id: all.id }),
        headers: owner.headers,
        payload: { url: `${base}/agenda-all` },
      });
      expect(kept.json().data.agenda).toBe(true);

      const second = await buildTestApp({ database: await database.reopen(), env: { OUTBOUND_ALLOW_LOOPBACK: 'true' } });
      try {
        const event = await create({ title: 'Budget session opens' });
        const changed = await save(event, { status: 'cancelled', status_reason: 'Postponed sine die' });
        await Promise.all([t.app.fanOutAgendaToWebhooks(), second.app.fanOutAgendaToWebhooks(), t.app.fanOutAgendaToWebhooks()]);
        await vi.waitFor(() => expect(hitsOf('/agenda-all')).toHaveLength(2), { timeout: 10_000, interval: 50 });
        // Longer than a job poll and a timer's run: nothing more comes.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        const hits = hitsOf('/agenda-all');
        expect(hits).toHaveLength(2);
        expect(hits.map((hit) => hit.type)).toEqual(['agenda.event', 'agenda.event']);
        expect(new Set(hits.map((hit) => hit.eventId)).size).toBe(2);
        expect(hits.every((hit) => /^agenda-\d+$/.test(hit.eventId))).toBe(true);
        expect(hits.map((hit) => [hit.body.uri, hit.body.version, hit.body.status]).sort()).toEqual([
          [`http://portal.test/agenda/events/${event.id}`, 1, 'planned'],
          [`http://portal.test/agenda/events/${event.id}`, changed.version, 'cancelled'],
        ]);
        expect(JSON.stringify(hits)).not.toContain('Sita');
        expect(hitsOf('/agenda-sports')).toEqual([]);
        expect(hitsOf('/items-only')).toEqual([]);

        const log = await t.app.inject({ url: pathWith(contracts.webhooks.deliveries.path, { id: all.id }), headers: owner.headers });
        expect(
          log
            .json()
            .data.map((row: { event: string; news_id: number | null; agenda_event_id: number; pubstatus: string }) => [
              row.event,
              row.news_id,
              row.agenda_event_id,
              row.pubstatus,
            ])
            .sort(),
        ).toEqual([
          ['canceled', null, event.id, 'canceled'],
          ['new', null, event.id, 'usable'],
        ]);
      } finally {
        await second.close();
        await second.database.close();
      }
    },
    BUILDS_ITS_OWN_APP_MS,
  );
});
