import { contracts, messages } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildClient } from '../../test/factories.ts';
import { bearer, signInToken } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const KASKI = 38;
const KATHMANDU = 27;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (email: string) => signInToken(t.app, email);

const profile = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: contracts.auth.profile.path, headers: bearer(token) })).json().data;
const setHomeDistrict = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: contracts.auth.homeDistrict.path, headers: bearer(token), payload: payload as object });
const storedDistrict = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.homeDistrictId;

describe('a person’s home district', () => {
  it('is none until chosen, then named in both languages on the profile, and cleared by null', async () => {
    const client = await buildClient(t.db);
    const token = await signIn(client.email);
    expect((await profile(token)).home_district).toBeNull();

    const saved = await setHomeDistrict(token, { district_id: KASKI });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: messages.homeDistrictSaved });
    expect((await profile(token)).home_district).toEqual({ id: KASKI, en: 'Kaski', ne: 'कास्की', province: 4 });

    await setHomeDistrict(token, { district_id: KATHMANDU });
    expect((await profile(token)).home_district).toEqual({ id: KATHMANDU, en: 'Kathmandu', ne: 'काठमाडौँ', province: 3 });

    const cleared = await setHomeDistrict(token, { district_id: null });
    expect(cleared.statusCode).toBe(200);
    expect((await profile(token)).home_district).toBeNull();
    expect(await storedDistrict(client.id)).toBeNull();
  });

  it.each([{ district_id: 78 }, { district_id: 0 }, { district_id: -38 }, { district_id: 38.5 }, { district_id: 'Kaski' }, {}])(
    'refuses %j on the field with a clear message and changes nothing',
    async (payload) => {
      const client = await buildClient(t.db, { homeDistrictId: KASKI });
      const token = await signIn(client.email);
      const response = await setHomeDistrict(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ district_id: [messages.placeUnknown] });
      expect(await storedDistrict(client.id)).toBe(KASKI);
    },
  );

  it('is a person’s own: a member’s choice leaves the media house’s row alone', async () => {
    const house = await buildClient(t.db);
    const member = await buildClient(t.db, { houseId: house.id, teamRole: 'viewer' });
    const memberToken = await signIn(member.email);
    expect((await setHomeDistrict(memberToken, { district_id: KASKI })).statusCode).toBe(200);
    expect((await profile(memberToken)).home_district?.id).toBe(KASKI);
    expect(await storedDistrict(house.id)).toBeNull();
  });

  it('is closed to guests', async () => {
    const response = await t.app.inject({ method: 'PUT', url: contracts.auth.homeDistrict.path, payload: { district_id: KASKI } });
    expect(response.statusCode).toBe(401);
  });
});
