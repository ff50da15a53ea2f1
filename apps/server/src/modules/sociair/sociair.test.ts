import { messages, type SociairProfile } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sociairLinks } from '../../db/schema.ts';
import { BASIC_PLAN, signedInClient } from '../../test/content-factories.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, type TestApp } from '../../test/test-app.ts';
import { SIMULATED_ACCOUNTS, SIMULATED_PASSWORD } from './simulator/sociair.simulator.ts';

const SOCIAIR = '/api/auth/v2/client/sociair';
const [PLAIN, WITH_2FA] = SIMULATED_ACCOUNTS as [(typeof SIMULATED_ACCOUNTS)[0], (typeof SIMULATED_ACCOUNTS)[0]];
let t: TestApp;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `${SOCIAIR}/${path}`, headers, ...(payload ? { payload } : {}) });
const simulator = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: `/sim/sociair/${path}`, ...(payload ? { payload } : {}) });

async function linkedClient(account = PLAIN) {
  const client = await signedInClient(t.app, t.db);
  expect((await call('POST', 'find-tenant', client.headers, { username: account.username })).statusCode).toBe(200);
  return client;
}

async function connectedClient(account = PLAIN) {
  const client = await linkedClient(account);
  const login = await call('POST', 'login', client.headers, { password: account.password, twofa_token: account.twofaCode ?? undefined });
  expect(login.statusCode).toBe(200);
  return client;
}

const profileOf = async (headers: Headers) => (await call('GET', 'profile', headers)).json().data as SociairProfile;
const userOf = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/auth/v2/profile', headers })).json().data;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('linking an account', () => {
  it('finds the tenant by username or mobile, keeps the link on the server and says so', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    expect((await call('GET', 'account', headers)).json()).toEqual({ data: null });

    const linked = await call('POST', 'find-tenant', headers, { username: PLAIN.mobile });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({
      message: 'Account Linked Successfully',
      data: { tenant_id: PLAIN.tenantId, name: PLAIN.tenantName, username: PLAIN.mobile, connected: false, needs_login: false },
    });
    const [row] = await t.db.select().from(sociairLinks).where(eq(sociairLinks.userId, client.id));
    expect(row).toMatchObject({ tenantId: PLAIN.tenantId, sealedToken: null });
    expect((await call('GET', 'account', headers)).json().data.tenant_id).toBe(PLAIN.tenantId);
    expect((await userOf(headers)).sociair_connected_check).toBe(false);

    expect((await call('POST', 'login', headers, { password: PLAIN.password })).statusCode).toBe(200);
    expect((await userOf(headers)).sociair_connected_check).toBe(true);
  });

  it('refuses an unknown username and a malformed one, storing nothing', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const unknown = await call('POST', 'find-tenant', headers, { username: 'nobody-here' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ username: [messages.sociairAccountNotFound] });
    const malformed = await call('POST', 'find-tenant', headers, { username: 'two words' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.username).toEqual([messages.sociairUsernameRule]);
    expect(await t.db.select().from(sociairLinks).where(eq(sociairLinks.userId, client.id))).toEqual([]);
  });

  it('logs in with the password, seals the token at rest and connects the user object', async () => {
    const { client, headers } = await linkedClient();
    const login = await call('POST', 'login', headers, { password: SIMULATED_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ message: messages.sociairLoggedIn, data: { connected: true, needs_login: false } });

    const [row] = await t.db.select().from(sociairLinks).where(eq(sociairLinks.userId, client.id));
    expect(row?.sealedToken).toMatch(/^v1\./);
    expect(row?.sealedToken).not.toContain('sim.');
    expect(JSON.stringify(row)).not.toContain(SIMULATED_PASSWORD);
    expect(await userOf(headers)).toMatchObject({ sociair_connected_check: true, auto_post: 0, social_medias: [] });
  });

  it('answers a wrong password under the password field and stays unconnected', async () => {
    const { headers } = await linkedClient();
    const wrong = await call('POST', 'login', headers, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [messages.sociairWrongPassword] });
    expect((await call('GET', 'account', headers)).json().data.connected).toBe(false);
  });

  it('asks for the 2FA code, refuses a wrong one and accepts the right one', async () => {
    const { headers } = await linkedClient(WITH_2FA);
    const asked = await call('POST', 'login', headers, { password: WITH_2FA.password });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({ twofa_token: [messages.sociairTwofaRequired] });
    const wrong = await call('POST', 'login', headers, { password: WITH_2FA.password, twofa_token: '000000' });
    expect(wrong.json().errors).toEqual({ twofa_token: [messages.sociairTwofaWrong] });
    const malformed = await call('POST', 'login', headers, { password: WITH_2FA.password, twofa_token: '12ab' });
    expect(malformed.json().errors).toEqual({ twofa_token: [messages.sociairTwofaRule] });
    const right = await call('POST', 'login', headers, { password: WITH_2FA.password, twofa_token: WITH_2FA.twofaCode });
    expect(right.statusCode).toBe(200);
    expect((await profileOf(headers)).tenant).toBe(WITH_2FA.tenantName);
  });

  it('saves a token the browser got from the service itself (save/account), checking it with the service first', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const refused = await call('POST', 'save/account', headers, { access_token: 'sim.forged.token', tenant_id: PLAIN.tenantId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ access_token: [messages.sociairTokenRefused] });
    expect((await call('GET', 'account', headers)).json().data).toBeNull();

    const login = await t.app.inject({
      method: 'POST',
      url: '/sim/sociair/user/login',
      headers: { 'x-tenant': PLAIN.tenantId },
      payload: { username: PLAIN.username, password: PLAIN.password },
    });
    const saved = await call('POST', 'save/account', headers, { access_token: login.json().data.access_token, tenant_id: PLAIN.tenantId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      tenant_id: PLAIN.tenantId,
      name: PLAIN.tenantName,
      username: PLAIN.username,
      connected: true,
      needs_login: false,
    });
    expect((await profileOf(headers)).email).toBe(PLAIN.email);
  });

  it('refuses to link another account while one is connected', async () => {
    const { headers } = await connectedClient();
    const again = await call('POST', 'find-tenant', headers, { username: WITH_2FA.username });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.sociairAlreadyConnected);
  });

  it('logs out of the connection (token gone, link kept) and unlinks (link gone)', async () => {
    const { client, headers } = await connectedClient();
    const logout = await call('POST', 'logout', headers);
    expect(logout.json()).toEqual({ message: messages.sociairLoggedOut });
    expect((await call('GET', 'account', headers)).json().data).toMatchObject({ connected: false, tenant_id: PLAIN.tenantId });
    expect((await userOf(headers)).sociair_connected_check).toBe(false);

    const unlink = await call('POST', 'unlink', headers);
    expect(unlink.json()).toEqual({ message: 'Account Unlinked Successfully' });
    expect(await t.db.select().from(sociairLinks).where(eq(sociairLinks.userId, client.id))).toEqual([]);
  });
});

describe('calls without a link, without a session, without the feature', () => {
  const connectedOnly: [string, 'GET' | 'POST'][] = [
    ['profile', 'GET'],
    ['sync', 'POST'],
    ['logout', 'POST'],
    ['change/status/auto_post?value=1', 'POST'],
    ['set/social-media/1?value=1', 'POST'],
    ['toogle/category/1?value=1', 'POST'],
  ];

  it.each(connectedOnly)('%s answers 409 before linking and before logging in', async (path, method) => {
    const { headers } = await signedInClient(t.app, t.db);
    const unlinked = await call(method, path, headers);
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().message).toBe(messages.sociairNotLinked);
    await call('POST', 'find-tenant', headers, { username: PLAIN.username });
    const loggedOut = await call(method, path, headers);
    expect(loggedOut.statusCode).toBe(409);
    expect(loggedOut.json().message).toBe(messages.sociairNotLoggedIn);
  });

  it('login and unlink need a link', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    expect((await call('POST', 'login', headers, { password: 'x' })).json().message).toBe(messages.sociairNotLinked);
    expect((await call('POST', 'unlink', headers)).statusCode).toBe(409);
  });

  it('refuses guests (401) and plans without social automation (403)', async () => {
    expect((await call('GET', 'account', {})).statusCode).toBe(401);
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const refused = await call('POST', 'find-tenant', basic.headers, { username: PLAIN.username });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.sociairNotInPlan);
    const expired = await signedInClient(t.app, t.db, null);
    expect((await call('GET', 'account', expired.headers)).statusCode).toBe(403);
  });

  it(
    'tells the client when the service is down instead of failing silently',
    async () => {
      const down = await buildTestApp({ env: { SOCIAIR_BASE_URL: 'http://127.0.0.1:9/' } });
      try {
        const { headers } = await signedInClient(down.app, down.db);
        const answer = await down.app.inject({
          method: 'POST',
          url: `${SOCIAIR}/find-tenant`,
          headers,
          payload: { username: PLAIN.username },
        });
        expect(answer.statusCode).toBe(502);
        expect(answer.json().message).toBe(messages.sociairUnavailable);
      } finally {
        await down.close();
      }
    },
    BUILDS_ITS_OWN_APP_MS,
  );
});

describe('the profile and its choices', () => {
  it('shows only allowed, enabled profile types and the agency-matched categories', async () => {
    const { headers } = await connectedClient();
    const profile = await profileOf(headers);
    expect(profile).toMatchObject({
      username: PLAIN.username,
      tenant: PLAIN.tenantName,
      domain: PLAIN.domain,
      auto_post: false,
      needs_login: false,
    });
    expect(profile.profiles.map((entry) => entry.type)).toEqual(['fb_page', 'instagram', 'twitter', 'linkedin', 'viber_channel']);
    expect(profile.profiles.map((entry) => entry.name)).not.toContain(`${PLAIN.tenantName} old Facebook page`);
    expect(profile.categories.length).toBeGreaterThan(0);
    expect(profile.categories.every((category) => category.category_id !== null && !category.is_subscribed)).toBe(true);
  });

  it('keeps every toggle across reads and in the user object', async () => {
    const { headers } = await connectedClient();
    const { profiles, categories } = await profileOf(headers);
    const [profile] = profiles;
    const [category] = categories;
    const on = await call('POST', 'change/status/auto_post?value=1', headers);
    expect(on.json()).toEqual({ message: messages.sociairAutoPostOn });
    expect((await call('POST', `set/social-media/${profile?.id}?value=1&name=Page`, headers)).json()).toEqual({
      message: messages.sociairProfileChanged,
    });
    expect((await call('POST', `toogle/category/${category?.id}?value=1`, headers)).statusCode).toBe(200);

    const after = await profileOf(headers);
    expect(after.auto_post).toBe(true);
    expect(after.profiles.find((entry) => entry.id === profile?.id)?.is_subscribed).toBe(true);
    expect(after.categories.find((entry) => entry.id === category?.id)?.is_subscribed).toBe(true);
    expect(await userOf(headers)).toMatchObject({ auto_post: 1, social_medias: [profile?.id] });

    await call('POST', 'change/status/auto_post?value=0', headers);
    expect((await profileOf(headers)).auto_post).toBe(false);
  });

  it('refuses another client’s profile and category ids, a bad value and an unknown status name', async () => {
    const owner = await connectedClient();
    const other = await connectedClient();
    const [theirs] = (await profileOf(owner.headers)).profiles;
    const [theirCategory] = (await profileOf(owner.headers)).categories;
    expect((await call('POST', `set/social-media/${theirs?.id}?value=1`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', `toogle/category/${theirCategory?.id}?value=1`, other.headers)).statusCode).toBe(404);
    expect((await profileOf(owner.headers)).profiles.find((entry) => entry.id === theirs?.id)?.is_subscribed).toBe(false);
    expect((await call('POST', `set/social-media/${theirs?.id}?value=yes`, owner.headers)).statusCode).toBe(422);
    expect((await call('POST', 'change/status/notification?value=1', owner.headers)).statusCode).toBe(422);
  });

  it('sync replaces stale profiles and keeps the choices of those still listed', async () => {
    const { headers } = await connectedClient(WITH_2FA);
    const before = await profileOf(headers);
    const kept = before.profiles.find((entry) => entry.type === 'instagram');
    await call('POST', `set/social-media/${kept?.id}?value=1`, headers);
    await simulator('PUT', 'control/profiles', {
      tenant_id: WITH_2FA.tenantId,
      profiles: [
        { id: 102, name: 'Himal Khabar Instagram', type: 'instagram', logo: null, enabled: true },
        { id: 201, name: 'Himal Khabar new page', type: 'fb_page', logo: null, enabled: true },
        { id: 202, name: 'Himal Khabar TikTok', type: 'tiktok', logo: null, enabled: true },
      ],
    });
    const synced = await call('POST', 'sync', headers);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().message).toBe(messages.sociairSynced);
    const after = synced.json().data as SociairProfile;
    expect(after.profiles.map((entry) => [entry.name, entry.is_subscribed])).toEqual([
      ['Himal Khabar Instagram', true],
      ['Himal Khabar new page', false],
    ]);
    expect(after.profiles.find((entry) => entry.name === 'Himal Khabar Instagram')?.id).toBe(kept?.id);
    expect(after.synced_at).not.toBeNull();
  });

  it('marks the link as needing login when the service revokes the token, and clears it on a new login', async () => {
    const { headers } = await connectedClient(WITH_2FA);
    await simulator('POST', 'control/revoke', { tenant_id: WITH_2FA.tenantId });
    const sync = await call('POST', 'sync', headers);
    expect(sync.statusCode).toBe(409);
    expect(sync.json().message).toBe(messages.sociairNeedsLogin);
    expect((await profileOf(headers)).needs_login).toBe(true);
    expect((await call('GET', 'account', headers)).json().data.needs_login).toBe(true);

    await call('POST', 'logout', headers);
    await call('POST', 'login', headers, { password: WITH_2FA.password, twofa_token: WITH_2FA.twofaCode });
    expect((await profileOf(headers)).needs_login).toBe(false);
  });
});
