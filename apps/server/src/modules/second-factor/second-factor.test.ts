import { messages, RECOVERY_CODE_COUNT } from '@portal/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptCounters, auditEvents, recoveryCodes, sessions, totpFactors } from '../../db/schema.ts';
import { buildStaff } from '../../test/content-factories.ts';
import { buildClient, buildSubscription, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { createSoftAuthenticator } from '../../test/soft-authenticator.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, buildTwoInstances, type TestApp, type TwoInstances } from '../../test/test-app.ts';

let t: TestApp;
let clock = Date.now();
const ORIGIN = 'http://portal.test';

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email, password } });
const secondStep = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/v2/login/second-factor', payload });
const codeAt = (secret: string, at = clock) => generateSync({ secret, epoch: Math.floor(at / 1000) });
const STEP = 30_000;

async function signedIn(email: string): Promise<Headers> {
  const response = await login(email);
  expect(response.statusCode, response.body).toBe(200);
  return bearer(response.json().data.access_token);
}

/** Turns the app on for a signed-in person; answers the secret and the recovery codes shown once. */
async function enrolTotp(headers: Headers) {
  const setup = await call('POST', '/api/auth/v2/second-factor/totp/setup', headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri } = setup.json().data as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const confirm = await call('POST', '/api/auth/v2/second-factor/totp/confirm', headers, { code: codeAt(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, codes: confirm.json().data.recovery_codes as string[] };
}

async function challengeFor(email: string) {
  const response = await login(email);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.access_token).toBeUndefined();
  return response.json().data.second_factor as { challenge: string; methods: string[]; passkey_options?: Record<string, unknown> };
}

/** A media house whose plan has screens enough for the sign-ins of a test. */
async function house(overrides: Parameters<typeof buildClient>[1] = {}) {
  const client = await buildClient(t.db, overrides);
  await buildSubscription(t.db, client.id, { noOfScreen: 20 });
  return client;
}

const unlock = (userId: number) => t.db.delete(attemptCounters).where(like(attemptCounters.key, `second-factor:${userId}:%`));

describe('an authenticator app', () => {
  it('is set up with a code, gives 10 recovery codes once (stored hashed), and the secret is sealed', async () => {
    const client = await house();
    const headers = await signedIn(client.email);
    const { secret, codes } = await enrolTotp(headers);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const [stored] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, client.id));
    expect(stored?.secretSealed).not.toContain(secret);
    const hashes = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, client.id));
    expect(hashes.map((row) => row.codeHash)).not.toContain(codes[0]);
    const status = await call('GET', '/api/auth/v2/second-factor', headers);
    expect(status.json().data).toMatchObject({ totp: true, recovery_codes_left: 10, required: null, pending: false });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectId, String(client.id)), eq(auditEvents.action, 'auth.factor_enroll')));
    expect(events).toHaveLength(1);
  });

  it('makes sign-in a second step: a challenge, then the code gives the session (the WordPress shape)', async () => {
    const client = await house();
    const { secret } = await enrolTotp(await signedIn(client.email));
    clock += STEP;
    const second = await challengeFor(client.email);
    expect(second.methods).toEqual(['totp', 'recovery']);
    const wrong = await secondStep({
      challenge: second.challenge,
      method: 'totp',
      code: '000000' === codeAt(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(messages.secondFactorWrong);
    const right = await secondStep({ challenge: second.challenge, method: 'totp', code: codeAt(secret) });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toMatchObject({ token_type: 'Bearer', new_token: 1 });
    const profile = await call('GET', '/api/auth/v2/profile', bearer(right.json().data.access_token));
    expect(profile.statusCode).toBe(200);
    // The challenge works once.
    clock += STEP;
    const again = await secondStep({ challenge: second.challenge, method: 'totp', code: codeAt(secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(messages.secondFactorChallengeGone);
  });

  it('refuses a replayed code, even sent twice at once', async () => {
    const client = await house();
    const { secret } = await enrolTotp(await signedIn(client.email));
    clock += STEP;
    const [a, b] = await Promise.all([challengeFor(client.email), challengeFor(client.email)]);
    const code = codeAt(secret);
    const answers = await Promise.all([a, b].map((second) => secondStep({ challenge: second?.challenge, method: 'totp', code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().message).toBe(messages.secondFactorReplayed);
    // The code of an earlier step is refused too: only later steps count.
    const c = await challengeFor(client.email);
    const earlier = await secondStep({ challenge: c.challenge, method: 'totp', code: codeAt(secret, clock - STEP) });
    expect(earlier.statusCode).toBe(422);
  });

  it('checks at most 5 of 50 guesses sent at once, then locks the app for 15 minutes (other methods still work)', async () => {
    const client = await house();
    const { secret, codes } = await enrolTotp(await signedIn(client.email));
    clock += STEP;
    const second = await challengeFor(client.email);
    const right = codeAt(secret);
    const guesses = Array.from({ length: 50 }, (_, index) => String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((code) => secondStep({ challenge: second.challenge, method: 'totp', code })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toBe(messages.secondFactorLocked);
    // Locked: even the right code is not checked.
    const locked = await secondStep({ challenge: second.challenge, method: 'totp', code: right });
    expect(locked.statusCode).toBe(429);
    const failures = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectId, String(client.id)), eq(auditEvents.action, 'auth.factor_use_failed')));
    expect(failures.length).toBeGreaterThanOrEqual(6);
    // A recovery code is another method, not locked.
    const recovered = await secondStep({ challenge: second.challenge, method: 'recovery', code: codes[0] });
    expect(recovered.statusCode, recovered.body).toBe(200);
    // After the window the app works again.
    await t.db
      .update(attemptCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(attemptCounters.key, `second-factor:${client.id}:%`));
    clock += STEP;
    const later = await challengeFor(client.email);
    const afterWindow = await secondStep({ challenge: later.challenge, method: 'totp', code: codeAt(secret) });
    expect(afterWindow.statusCode, afterWindow.body).toBe(200);
  });

  it('takes a recovery code once: two sign-ins racing with one code, exactly one wins', async () => {
    const client = await house();
    const { codes } = await enrolTotp(await signedIn(client.email));
    const [a, b] = await Promise.all([challengeFor(client.email), challengeFor(client.email)]);
    const code = (codes[1] as string).toUpperCase();
    const answers = await Promise.all([a, b].map((second) => secondStep({ challenge: second.challenge, method: 'recovery', code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const status = await call(
      'GET',
      '/api/auth/v2/second-factor',
      bearer(answers.find((x) => x.statusCode === 200)?.json().data.access_token),
    );
    expect(status.json().data.recovery_codes_left).toBe(9);
    await unlock(client.id);
  });
});

describe('step-up', () => {
  it('refuses a sensitive action without a fresh factor (403, its own message and the methods), then allows it for 10 minutes', async () => {
    const client = await house();
    const enrolHeaders = await signedIn(client.email);
    const { secret } = await enrolTotp(enrolHeaders);
    clock += STEP;
    const second = await challengeFor(client.email);
    const session = await secondStep({ challenge: second.challenge, method: 'totp', code: codeAt(secret) });
    const headers = bearer(session.json().data.access_token);
    // Fresh from sign-in: allowed now.
    const regenerate = await call('POST', '/api/auth/v2/second-factor/recovery-codes', headers);
    expect(regenerate.statusCode, regenerate.body).toBe(200);
    expect(regenerate.json().data.recovery_codes).toHaveLength(10);
    clock += 11 * 60_000;
    const stale = await call('POST', '/api/auth/v2/second-factor/recovery-codes', headers);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ message: messages.stepUpRequired, data: { step_up: { methods: ['totp', 'recovery'] } } });
    // A person with a factor may not step up with the password.
    const byPassword = await call('POST', '/api/auth/v2/step-up', headers, { method: 'password', password: PASSWORD });
    expect(byPassword.statusCode).toBe(403);
    const stepUp = await call('POST', '/api/auth/v2/step-up', headers, { method: 'totp', code: codeAt(secret) });
    expect(stepUp.statusCode, stepUp.body).toBe(200);
    const fresh = await call('POST', '/api/auth/v2/second-factor/recovery-codes', headers);
    expect(fresh.statusCode).toBe(200);
  });

  it('lets a person without any factor step up with the password', async () => {
    const owner = await house();
    const headers = await signedIn(owner.email);
    // The sign-in's password counts for 10 minutes.
    expect((await call('PUT', '/api/auth/v2/house/second-factor', headers, { required: false })).statusCode).toBe(200);
    clock += 11 * 60_000;
    const refused = await call('PUT', '/api/auth/v2/house/second-factor', headers, { required: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.step_up.methods).toEqual(['password']);
    const wrong = await call('POST', '/api/auth/v2/step-up', headers, { method: 'password', password: 'not-it' });
    expect(wrong.statusCode).toBe(422);
    // A wrong answer leaves the session as it was (a 401 would sign the person out).
    expect((await call('GET', '/api/auth/v2/profile', headers)).statusCode).toBe(200);
    const right = await call('POST', '/api/auth/v2/step-up', headers, { method: 'password', password: PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    const allowed = await call('PUT', '/api/auth/v2/house/second-factor', headers, { required: false });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

describe('a house whose owner requires two factors', () => {
  it('lets a member without one do nothing but enrol, sign out and read their profile; enrolling opens the rest', async () => {
    const owner = await house();
    const member = await buildClient(t.db, { houseId: owner.id, teamRole: 'editor' });
    const ownerHeaders = await signedIn(owner.email);
    const memberHeaders = await signedIn(member.email);
    // Turning it on needs the owner's own factor first.
    await call('POST', '/api/auth/v2/step-up', ownerHeaders, { method: 'password', password: PASSWORD });
    const tooSoon = await call('PUT', '/api/auth/v2/house/second-factor', ownerHeaders, { required: true });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(messages.secondFactorNeededFirst);
    await enrolTotp(ownerHeaders);
    const on = await call('PUT', '/api/auth/v2/house/second-factor', ownerHeaders, { required: true });
    expect(on.statusCode, on.body).toBe(200);

    const news = await call('GET', '/api/auth/v2/client/news', memberHeaders);
    expect(news.statusCode).toBe(403);
    expect(news.json().message).toBe(messages.secondFactorPending);
    expect((await call('GET', '/api/auth/v2/profile', memberHeaders)).statusCode).toBe(200);
    const status = await call('GET', '/api/auth/v2/second-factor', memberHeaders);
    expect(status.json().data).toMatchObject({ required: 'house', pending: true, house_requires: true });
    await enrolTotp(memberHeaders);
    expect((await call('GET', '/api/auth/v2/client/news', memberHeaders)).statusCode).toBe(200);
    // Now required, the member's last factor cannot be removed.
    const off = await call('DELETE', '/api/auth/v2/second-factor/totp', memberHeaders);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(messages.lastFactorRequired);
  });
});

describe('passkeys', () => {
  it('registers a passkey made for this origin, signs in with it, and refuses one signed on another origin', async () => {
    const client = await house();
    const headers = await signedIn(client.email);
    const authenticator = createSoftAuthenticator('portal.test');
    const options = (await call('POST', '/api/auth/v2/second-factor/passkeys/options', headers)).json().data;
    expect(options.rp).toMatchObject({ id: 'portal.test' });
    const added = await call('POST', '/api/auth/v2/second-factor/passkeys', headers, {
      name: 'Work laptop',
      credential: authenticator.register(options, ORIGIN),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.recovery_codes).toHaveLength(10);

    const phishing = await challengeFor(client.email);
    expect(phishing.methods).toEqual(['passkey', 'recovery']);
    const elsewhere = await secondStep({
      challenge: phishing.challenge,
      method: 'passkey',
      credential: authenticator.assert(phishing.passkey_options ?? {}, 'https://portal-test.example'),
    });
    expect(elsewhere.statusCode).toBe(422);

    const second = await challengeFor(client.email);
    const signed = await secondStep({
      challenge: second.challenge,
      method: 'passkey',
      credential: authenticator.assert(second.passkey_options ?? {}, ORIGIN),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const status = await call('GET', '/api/auth/v2/second-factor', bearer(signed.json().data.access_token));
    expect(status.json().data.passkeys).toEqual([expect.objectContaining({ name: 'Work laptop', last_used_at: expect.any(String) })]);
  });

  it('refuses registering a passkey made on another origin', async () => {
    const client = await house();
    const headers = await signedIn(client.email);
    const authenticator = createSoftAuthenticator('portal.test');
    const options = (await call('POST', '/api/auth/v2/second-factor/passkeys/options', headers)).json().data;
    const added = await call('POST', '/api/auth/v2/second-factor/passkeys', headers, {
      name: 'Look-alike',
      credential: authenticator.register(options, 'https://evil.example'),
    });
    expect(added.statusCode).toBe(422);
  });
});

describe("an administrator's reset", () => {
  it('removes a client’s factors and ends their sessions, after a step-up, logged; the client desk cannot reset staff', async () => {
    const client = await house();
    const clientHeaders = await signedIn(client.email);
    await enrolTotp(clientHeaders);
    const desk = await buildStaff(t.db, ['client_manager']);
    const deskHeaders = await signedIn(desk.email);
    clock += 11 * 60_000;
    const stale = await call('DELETE', `/api/v1/second-factor/clients/${client.id}`, deskHeaders);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(messages.stepUpRequired);
    await call('POST', '/api/auth/v2/step-up', deskHeaders, { method: 'password', password: PASSWORD });
    const reset = await call('DELETE', `/api/v1/second-factor/clients/${client.id}`, deskHeaders);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call('GET', '/api/auth/v2/profile', clientHeaders)).statusCode).toBe(401);
    expect((await login(client.email)).json().data.access_token).toEqual(expect.any(String));
    const logged = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.objectId, String(client.id)), eq(auditEvents.action, 'auth.factor_remove')));
    expect(logged).toEqual([expect.objectContaining({ actorId: desk.id })]);
    const staff = await buildStaff(t.db, ['desk_editor']);
    expect((await call('DELETE', `/api/v1/second-factor/staff/${staff.id}`, deskHeaders)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/second-factor/clients/${staff.id}`, deskHeaders)).statusCode).toBe(404);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, client.id));
    expect(live.some((row) => row.revokedAt === null)).toBe(true);
  });
});

describe('staff where STAFF_SECOND_FACTOR is required (production’s default)', () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await buildTestApp({ env: { STAFF_SECOND_FACTOR: 'required' } });
  }, BUILDS_ITS_OWN_APP_MS);
  afterAll(() => required.close());

  it('gives staff without a factor a session that can only enrol, then opens the console', async () => {
    const staff = await buildStaff(required.db, ['desk_editor']);
    const signIn = await required.app.inject({
      method: 'POST',
      url: '/api/auth/v2/login',
      payload: { email: staff.email, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const headers = bearer(signIn.json().data.access_token);
    const consoleCall = () => required.app.inject({ method: 'GET', url: '/api/v1/agenda/events', headers });
    const refused = await consoleCall();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.secondFactorPending, data: { second_factor: 'enrol' } });
    const status = await required.app.inject({ method: 'GET', url: '/api/auth/v2/second-factor', headers });
    expect(status.json().data).toMatchObject({ required: 'staff', pending: true });
    const setup = await required.app.inject({ method: 'POST', url: '/api/auth/v2/second-factor/totp/setup', headers });
    const { secret } = setup.json().data;
    const confirm = await required.app.inject({
      method: 'POST',
      url: '/api/auth/v2/second-factor/totp/confirm',
      headers,
      payload: { code: generateSync({ secret }) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await consoleCall()).statusCode).toBe(200);
  });
});

describe('two instances of the portal on one database', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await buildTwoInstances();
  }, 2 * BUILDS_ITS_OWN_APP_MS);
  afterAll(() => two.close());

  it('count guesses together (50 split between them: 5 checked) and take a code once whichever answers', async () => {
    const client = await buildClient(two.a.db);
    await buildSubscription(two.a.db, client.id, { noOfScreen: 20 });
    const on = (app: TestApp, method: 'GET' | 'POST', url: string, payload?: object, headers: Headers = {}) =>
      app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const first = await on(two.a, 'POST', '/api/auth/v2/login', { email: client.email, password: PASSWORD });
    const headers = bearer(first.json().data.access_token);
    const { secret } = (await on(two.a, 'POST', '/api/auth/v2/second-factor/totp/setup', undefined, headers)).json().data;
    const enrolled = await on(two.b, 'POST', '/api/auth/v2/second-factor/totp/confirm', { code: generateSync({ secret }) }, headers);
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    const challenge = async (app: TestApp) =>
      (await on(app, 'POST', '/api/auth/v2/login', { email: client.email, password: PASSWORD })).json().data.second_factor
        .challenge as string;
    // The same next code on both instances at once: one session.
    const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const [onA, onB] = await Promise.all([challenge(two.a), challenge(two.b)]);
    // The code of the next step is taken (the app's clock may run a little ahead); only once.
    const raced = await Promise.all([
      on(two.a, 'POST', '/api/auth/v2/login/second-factor', { challenge: onA, method: 'totp', code: next }),
      on(two.b, 'POST', '/api/auth/v2/login/second-factor', { challenge: onB, method: 'totp', code: next }),
    ]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    // Whether the replay still counts depends on which of the two finished first (a success clears the count).
    await two.a.db.delete(attemptCounters).where(like(attemptCounters.key, `second-factor:${client.id}:%`));

    const [guessA, guessB] = await Promise.all([challenge(two.a), challenge(two.b)]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const app = index % 2 === 0 ? two.a : two.b;
        const code = String(100_000 + index * 7919).slice(0, 6);
        return on(app, 'POST', '/api/auth/v2/login/second-factor', { challenge: index % 2 === 0 ? guessA : guessB, method: 'totp', code });
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422).length + statuses.filter((status) => status === 200).length).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
  });
});
