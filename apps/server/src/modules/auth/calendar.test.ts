import { contracts, messages } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildClient, buildSubscription } from '../../test/factories.ts';
import { bearer, signInToken } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (email: string) => signInToken(t.app, email);

const profile = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: contracts.auth.profile.path, headers: bearer(token) })).json().data;
const setCalendar = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: contracts.auth.calendar.path, headers: bearer(token), payload: payload as object });
const storedCalendar = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.calendar;

describe('the calendar a person reads dates in', () => {
  it('follows the language until chosen, then keeps BS or AD, and follows again on null', async () => {
    const client = await buildClient(t.db);
    await buildSubscription(t.db, client.id);
    const token = await signIn(client.email);
    expect((await profile(token)).calendar).toBeNull();

    const saved = await setCalendar(token, { calendar: 'bs' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: messages.calendarSaved });
    expect((await profile(token)).calendar).toBe('bs');

    await setCalendar(token, { calendar: 'ad' });
    expect((await profile(token)).calendar).toBe('ad');
    await setCalendar(token, { calendar: null });
    expect((await profile(token)).calendar).toBeNull();
  });

  it.each([{ calendar: 'BS' }, { calendar: 'lunar' }, { calendar: 2083 }, {}, { calendar: 'bs'.repeat(10_000) }])(
    'refuses %j with a clear message and changes nothing',
    async (payload) => {
      const client = await buildClient(t.db, { calendar: 'ad' });
      const token = await signIn(client.email);
      const response = await setCalendar(token, payload);
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json())).toContain(messages.calendarChoice);
      expect(await storedCalendar(client.id)).toBe('ad');
    },
  );

  it('is a person’s own: a member’s choice leaves the media house’s row alone', async () => {
    const house = await buildClient(t.db);
    const member = await buildClient(t.db, { houseId: house.id, teamRole: 'editor' });
    await setCalendar(await signIn(member.email), { calendar: 'bs' });
    expect(await storedCalendar(member.id)).toBe('bs');
    expect(await storedCalendar(house.id)).toBeNull();
  });

  it('answers the same choice sent 50 times at once, and keeps it', async () => {
    const client = await buildClient(t.db);
    const token = await signIn(client.email);
    const answers = await Promise.all(Array.from({ length: 50 }, () => setCalendar(token, { calendar: 'bs' })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await storedCalendar(client.id)).toBe('bs');
  });

  it('is closed to guests', async () => {
    const response = await t.app.inject({ method: 'PUT', url: contracts.auth.calendar.path, payload: { calendar: 'bs' } });
    expect(response.statusCode).toBe(401);
  });
});
