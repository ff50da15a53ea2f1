import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedEvents, news, outbox, urgentSmsMessages, users } from '../../db/schema.ts';
import { buildStaff, NEPALI, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { buildClient, buildSubscription, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;
const PER_DAY = 2;
let t: TestApp;
let staffId: number;
let clock = Date.now();

const choose = (headers: Headers, enabled: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/client/urgent-sms', headers, payload: { enabled } });
const setting = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/client/urgent-sms', headers })).json().data;
const messagesFor = (userId: number) => t.db.select().from(urgentSmsMessages).where(eq(urgentSmsMessages.userId, userId));

/** A media house's owner who opted in, with a plan. */
async function optedIn(mobileNo = '9841000001') {
  const { client, headers } = await signedInClient(t.app, t.db);
  await t.db.update(users).set({ mobileNo }).where(eq(users.id, client.id));
  expect((await choose(headers, true)).statusCode).toBe(200);
  return { client, headers };
}

async function publishUrgent(overrides: Parameters<typeof newsFixture>[1] = {}) {
  clock += 1000;
  const item = await t.app.content.news.create(
    newsFixture(staffId, { title: 'Flood warning for the Koshi', urgent: true, publishAt: new Date(clock - 500), ...overrides }),
  );
  await t.app.dispatchItemChanges();
  return item;
}

const sent = (userId: number) =>
  vi.waitFor(
    async () => {
      const rows = await messagesFor(userId);
      expect(rows.every((row) => row.status !== 'queued')).toBe(true);
      return rows;
    },
    { timeout: 10_000, interval: 100 },
  );

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock), env: { URGENT_SMS_PER_DAY: String(PER_DAY) } });
  staffId = (await buildStaff(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

describe('opting in to urgent SMS', () => {
  it('needs a mobile number: without one the answer says so and nothing changes', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await t.db.update(users).set({ mobileNo: '' }).where(eq(users.id, client.id));
    const refused = await choose(headers, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.enabled[0]).toMatch(/mobile number/);
    expect(await setting(headers)).toEqual({ enabled: false, mobile_no: '' });
  });

  it('turns on and off for the person asking only, and shows the state', async () => {
    const { client, headers } = await optedIn('9841000002');
    expect(await setting(headers)).toEqual({ enabled: true, mobile_no: '9841000002' });
    const off = await choose(headers, false);
    expect(off.json().message).toMatch(/no longer/);
    const [row] = await t.db.select({ urgentSms: users.urgentSms }).from(users).where(eq(users.id, client.id));
    expect(row?.urgentSms).toBe(false);
  });

  it('takes the same opt-in sent 50 times at once, leaving it on once', async () => {
    const { headers } = await optedIn('9841000013');
    const answers = await Promise.all(Array.from({ length: 50 }, () => choose(headers, true)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(await setting(headers)).toEqual({ enabled: true, mobile_no: '9841000013' });
  });

  it('refuses a body that is not a yes or no, and guests', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/client/urgent-sms', headers, payload: { enabled: 'yes' } });
    expect(bad.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/urgent-sms' })).statusCode).toBe(401);
  });
});

describe('dispatching urgent SMS', () => {
  it('sends an opted-in person exactly one SMS per urgent item, with the headline and the agency, even when dispatched again', async () => {
    const { client } = await optedIn('+977-9841000003');
    const item = await publishUrgent({ title: 'Koshi barrage gates opened' });
    await t.app.dispatchItemChanges();
    await Promise.all([t.app.dispatchItemChanges(), t.app.dispatchItemChanges()]);
    const rows = await sent(client.id);
    expect(rows).toEqual([expect.objectContaining({ newsId: item.id, status: 'sent', recipient: '+977-9841000003' })]);
    const sms = await t.db.select().from(outbox).where(eq(outbox.recipient, '+977-9841000003'));
    expect(sms.map((row) => row.body)).toEqual([`URGENT: Koshi barrage gates opened - ${t.config.agencyName}`]);
  });

  it('writes a Nepali item’s SMS in Nepali', async () => {
    const { client } = await optedIn('9841000004');
    await publishUrgent({ title: 'कोशी ब्यारेजका ढोका खोलियो', languageId: NEPALI });
    await sent(client.id);
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, '9841000004'));
    expect(sms?.body).toBe(`जरुरी: कोशी ब्यारेजका ढोका खोलियो — ${t.config.agencyName}`);
  });

  it('sends nothing to people who did not opt in, have no mobile, are suspended or whose plan ran out, nor for items not urgent', async () => {
    const { client: notOptedIn } = await signedInClient(t.app, t.db);
    const { client: noMobile } = await optedIn('9841000005');
    await t.db.update(users).set({ mobileNo: '' }).where(eq(users.id, noMobile.id));
    const { client: suspended } = await optedIn('9841000006');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const expired = await buildClient(t.db, { mobileNo: '9841000007', urgentSms: true });
    await buildSubscription(t.db, expired.id, { expiresAt: new Date(clock - 1000) });
    const { client: onlyPlain } = await optedIn('9841000008');

    await publishUrgent();
    for (const person of [notOptedIn, noMobile, suspended, expired]) expect(await messagesFor(person.id)).toEqual([]);
    const before = (await messagesFor(onlyPlain.id)).length;
    await publishUrgent({ urgent: false, title: 'A quiet day in parliament' });
    expect(await messagesFor(onlyPlain.id)).toHaveLength(before);
  });

  it('sends nothing for a correction, nor for an item made urgent after it went out', async () => {
    const { client } = await optedIn('9841000009');
    const plain = await publishUrgent({ urgent: false, title: 'Budget session begins' });
    const urgent = await publishUrgent({ title: 'Budget passed' });
    await sent(client.id);
    await t.db.update(news).set({ urgent: true, title: 'Budget session begins today' }).where(eq(news.id, plain.id));
    await t.db.update(news).set({ title: 'Budget passed by a two-thirds majority' }).where(eq(news.id, urgent.id));
    await t.app.dispatchItemChanges();
    // Both changes are in the log whichever run appended them (the 5 s sweep may take one).
    const latest = await t.db
      .select({ newsId: feedEvents.newsId, version: feedEvents.version })
      .from(feedEvents)
      .where(and(inArray(feedEvents.newsId, [plain.id, urgent.id]), eq(feedEvents.latest, true)));
    expect(latest.map((event) => event.version)).toEqual([2, 2]);
    expect((await messagesFor(client.id)).map((row) => row.newsId)).toEqual([urgent.id]);
  });

  it('holds the daily limit per media house, its members together, recording the rest as skipped', async () => {
    const { client: owner } = await optedIn('9841000010');
    const member = await buildClient(t.db, {
      houseId: owner.id,
      teamRole: 'editor',
      mobileNo: '9841000011',
      urgentSms: true,
      joinedAt: new Date(),
    });
    await publishUrgent({ title: 'First' });
    await publishUrgent({ title: 'Second' });
    const house = await t.db.select().from(urgentSmsMessages).where(eq(urgentSmsMessages.houseId, owner.id));
    expect(house.filter((row) => row.status !== 'skipped')).toHaveLength(PER_DAY);
    expect(house.filter((row) => row.status === 'skipped')).toHaveLength(4 - PER_DAY);
    expect(new Set(house.map((row) => row.userId))).toEqual(new Set([owner.id, member.id]));
  });

  it('lets a member opt in for themselves with their own sign-in', async () => {
    const { client: owner } = await signedInClient(t.app, t.db, { expiresInDays: 30, screens: 2 });
    const member = await buildClient(t.db, { houseId: owner.id, teamRole: 'viewer', mobileNo: '9841000012', joinedAt: new Date() });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: member.email, password: PASSWORD } });
    const headers = bearer(login.json().data.access_token as string);
    expect((await choose(headers, true)).statusCode).toBe(200);
    const [memberRow] = await t.db.select({ urgentSms: users.urgentSms }).from(users).where(eq(users.id, member.id));
    const [ownerRow] = await t.db.select({ urgentSms: users.urgentSms }).from(users).where(eq(users.id, owner.id));
    expect([memberRow?.urgentSms, ownerRow?.urgentSms]).toEqual([true, false]);
  });
});

describe('the agency’s analytics', () => {
  it('count the urgent SMS the gateway accepted, not the skipped ones', async () => {
    await vi.waitFor(
      async () => expect(await t.db.select().from(urgentSmsMessages).where(eq(urgentSmsMessages.status, 'queued'))).toEqual([]),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    const staff = await buildStaff(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staff.email, password: PASSWORD } });
    const summary = await t.app.inject({ url: '/api/v1/analytics/summary', headers: bearer(login.json().data.access_token as string) });
    const sentRows = await t.db.select().from(urgentSmsMessages).where(eq(urgentSmsMessages.status, 'sent'));
    expect(sentRows.length).toBeGreaterThan(0);
    expect(summary.json().urgent_sms_sent).toBe(sentRows.length);
  });
});

describe('the Sparrow SMS gateway (its simulator)', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await buildTestApp({ env: { SMS_GATEWAY: 'sparrow', SMS_RETRY_SECONDS: '1', URGENT_SMS_PER_DAY: '10' } });
  });
  afterAll(async () => {
    await s.close();
  });

  const received = async () =>
    (await s.app.inject({ method: 'GET', url: '/sim/sms/messages' })).json().data as { to: string; text: string }[];

  it('delivers an urgent SMS through the API, tried again after the gateway failed', async () => {
    const staff = await buildStaff(s.db);
    const { client, headers } = await signedInClient(s.app, s.db);
    await s.db.update(users).set({ mobileNo: '+977 9851000001' }).where(eq(users.id, client.id));
    await s.app.inject({ method: 'PUT', url: '/api/client/urgent-sms', headers, payload: { enabled: true } });
    await s.app.inject({ method: 'POST', url: '/sim/sms/control/fail', payload: { count: 1 } });
    await s.app.content.news.create(
      newsFixture(staff.id, { title: 'Landslide blocks the highway', urgent: true, publishAt: new Date(Date.now() - 1000) }),
    );
    await s.app.dispatchItemChanges();
    const [row] = await vi.waitFor(
      async () => {
        const rows = await s.db.select().from(urgentSmsMessages).where(eq(urgentSmsMessages.userId, client.id));
        expect(rows[0]?.status).toBe('sent');
        return rows;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(row?.error).toBeNull();
    expect(await received()).toContainEqual(
      expect.objectContaining({ to: '9851000001', text: `URGENT: Landslide blocks the highway - ${s.config.agencyName}` }),
    );
    const page = await s.app.inject({ method: 'GET', url: '/sim/sms/' });
    expect(page.body).toContain('Landslide blocks the highway');
  });

  it('answers as Sparrow does: a wrong token and a bad number are refused with their codes', async () => {
    const wrongToken = await s.app.inject({
      method: 'POST',
      url: '/sim/sms/v2/sms/',
      payload: { token: 'x', from: 'A', to: '9851000001', text: 'hi' },
    });
    expect([wrongToken.statusCode, wrongToken.json().response_code]).toEqual([403, 1002]);
    const badNumber = await s.app.inject({
      method: 'POST',
      url: '/sim/sms/v2/sms/',
      payload: { token: s.config.sms.token, from: 'A', to: '12345', text: 'hi' },
    });
    expect([badNumber.statusCode, badNumber.json().response_code]).toEqual([403, 1007]);
  });
});
