import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeLinks, outbox, sessions, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { buildClient, buildSubscription, findUser, PASSWORD, registrationFields } from '../../test/factories.ts';
import { bearer, multipartBody, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

async function register(fields: Record<string, string>, logo?: { data: Buffer; name: string; type?: string }) {
  const body = await multipartBody(fields, logo ? { logo } : {});
  return t.app.inject({ method: 'POST', url: '/api/auth/v2/register', ...body });
}

async function login(email: string, password = PASSWORD, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email, password }, remoteAddress });
}

async function tokenFor(email: string, password = PASSWORD) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return response.json().data.access_token as string;
}

/** A client whose plan has `screens` screens: these tests sign one account in on several devices at once. */
async function clientWithScreens(overrides: Parameters<typeof buildClient>[1], screens = 5) {
  const client = await buildClient(t.db, overrides);
  await buildSubscription(t.db, client.id, { noOfScreen: screens });
  return client;
}

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/v2/profile', headers: bearer(token) });
const userCount = async () => (await t.db.select().from(users)).length;
const mailOutbox = async (to: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.recipient, to))).filter((row) => row.channel === 'mail').map((row) => row.status);
const linkIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return match;
};

describe('register → mail → verify → create password → login', () => {
  it('creates the account, stores the logo, and mails the password and a verification link', async () => {
    const response = await register(registrationFields(), { data: await pngImage(), name: 'logo.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.registered });

    const user = await findUser(t.db, 'desk@himaltimes.com');
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.mustChangePassword).toBe(true);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(fs.existsSync(path.join(t.config.mediaDir, user?.logoPath as string))).toBe(true);

    const sms = await t.db.select().from(outbox).where(eq(outbox.channel, 'sms'));
    expect(sms.at(-1)?.recipient).toBe('9801234567');

    const mail = await t.smtp.waitFor('desk@himaltimes.com');
    const password = linkIn(mail.text, /Your password: (\S+)/)[1] as string;
    expect(sms.at(-1)?.body).toContain(password);

    const [, userId, slug, expires] = linkIn(mail.text, /http:\/\/portal\.test\/verify-email\/(\d+)\/([\w-]+)\/(\d+)/);
    const unverified = await login('desk@himaltimes.com', password);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(messages.unverified);

    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/v2/verify-email/${userId}/${slug}/${expires}` });
    expect(verified.statusCode).toBe(200);
    const linkToken = verified.json().data.user as string;

    const again = await t.app.inject({ method: 'GET', url: `/api/auth/v2/verify-email/${userId}/${slug}/${expires}` });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.verificationFailed);

    expect((await t.app.inject({ method: 'POST', url: `/api/auth/v2/is_verified_link/${linkToken}` })).statusCode).toBe(200);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/changePassword/${linkToken}`,
      payload: { password: 'himal#2026', confirm_password: 'himal#2027' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.confirm_password).toEqual([messages.confirmPasswordMismatch]);

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/changePassword/${linkToken}`,
      payload: { password: 'himal#2026', confirm_password: 'himal#2026' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(messages.passwordCreated);

    const reused = await t.app.inject({ method: 'POST', url: `/api/auth/v2/is_verified_link/${linkToken}` });
    expect(reused.statusCode).toBe(422);
    expect((await login('desk@himaltimes.com', password)).statusCode).toBe(401);
    const loggedIn = await login('desk@himaltimes.com', 'himal#2026');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().data.new_token).toBe(1);
  });

  it('refuses a verification link with a changed expiry, a wrong user or past its end', async () => {
    await register(registrationFields({ email: 'late@example.com' }), { data: await pngImage(), name: 'l.png' });
    const mail = await t.smtp.waitFor('late@example.com');
    const [, userId, slug, expires] = linkIn(mail.text, /verify-email\/(\d+)\/([\w-]+)\/(\d+)/);
    const visit = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await visit(`/api/auth/v2/verify-email/${userId}/${slug}/${Number(expires) + 3600}`)).statusCode).toBe(422);
    expect((await visit(`/api/auth/v2/verify-email/${Number(userId) + 999}/${slug}/${expires}`)).statusCode).toBe(422);
    clock += 49 * 3_600_000;
    try {
      expect((await visit(`/api/auth/v2/verify-email/${userId}/${slug}/${expires}`)).statusCode).toBe(422);
    } finally {
      clock -= 49 * 3_600_000;
    }
    expect((await findUser(t.db, 'late@example.com'))?.emailVerifiedAt).toBeNull();
  });
});

describe('register: bad input changes nothing', () => {
  it('answers 422 with a message for each missing field', async () => {
    const before = await userCount();
    const response = await register({});
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.full_name).toEqual([messages.requiredField('Media name')]);
    expect(errors.email).toEqual([messages.emailInvalid]);
    expect(errors.mobile_no).toEqual([messages.requiredField('Mobile number')]);
    expect(errors.category).toEqual([messages.categorySelect]);
    expect(errors.logo).toEqual([messages.requiredField('Logo')]);
    expect(await userCount()).toBe(before);
  });

  it('checks the mobile number, the link, the email and the telephone by the shared rules', async () => {
    const response = await register(registrationFields({ mobile_no: '98012', link: 'ftp://x', email: 'nope', tel_no: 'abc' }), {
      data: await pngImage(),
      name: 'l.png',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.mobile_no).toEqual([messages.mobileLength]);
    expect(errors.link).toEqual([messages.urlInvalid]);
    expect(errors.email).toEqual([messages.emailInvalid]);
    expect(errors.tel_no).toEqual([messages.telNumber]);
  });

  it('refuses an address that is already registered', async () => {
    await buildClient(t.db, { email: 'taken@example.com' });
    const response = await register(registrationFields({ email: 'Taken@Example.com' }), { data: await pngImage(), name: 'l.png' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([messages.emailTaken]);
  });

  it('refuses a 6 MB logo with 413 and the spec message, storing nothing', async () => {
    const before = await userCount();
    const response = await register(registrationFields({ email: 'big@example.com' }), {
      data: Buffer.alloc(6 * 1024 * 1024, 1),
      name: 'big.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.fileTooLarge, errors: { logo: [messages.fileTooLarge] } });
    expect(await userCount()).toBe(before);
    expect(fs.readdirSync(path.join(t.config.mediaDir, 'tmp'))).toEqual([]);
  });

  it('decides the logo type by its bytes: a text file named .png and an SVG are refused', async () => {
    for (const file of [
      { data: Buffer.from('not an image at all'), name: 'logo.png', type: 'image/png' },
      {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
    ]) {
      const response = await register(registrationFields({ email: 'type@example.com' }), file);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.logo).toEqual([messages.fileType]);
    }
    expect(await findUser(t.db, 'type@example.com')).toBeUndefined();
  });

  it('answers 400 to a body that is not multipart and to absurdly long fields with 422', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/v2/register', payload: registrationFields() });
    expect(json.statusCode).toBe(400);
    const long = await register(registrationFields({ full_name: 'x'.repeat(20_000) }), { data: await pngImage(), name: 'l.png' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.full_name).toEqual([messages.maxLength(255)]);
  });

  it('registers while the mail server is down, and mails the welcome once it is back', async () => {
    t.smtp.setFailing(true);
    try {
      const response = await register(registrationFields({ email: 'outage@example.com' }), { data: await pngImage(), name: 'l.png' });
      expect(response.statusCode).toBe(200);
      expect(await findUser(t.db, 'outage@example.com')).toBeDefined();
      await expect.poll(() => t.smtp.refusals, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await mailOutbox('outage@example.com')).toEqual([]);
    } finally {
      t.smtp.setFailing(false);
    }
    const mail = await t.smtp.waitFor('outage@example.com', 10_000);
    expect(mail.text).toMatch(/Your password: \S+/);
    await expect.poll(() => mailOutbox('outage@example.com')).toEqual(['sent']);
  });
});

describe('login', () => {
  it('answers the same for a wrong password and an unknown address', async () => {
    await buildClient(t.db, { email: 'known@example.com' });
    const wrong = await login('known@example.com', 'wrong#pass1');
    const unknown = await login('nobody@example.com', 'wrong#pass1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(messages.badCredentials);
  });

  it('validates the payload with per-field messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([messages.emailInvalid]);
    expect(response.json().errors.password).toEqual([messages.requiredField('Password')]);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('limits failures per account and address with 429, without locking the owner out from elsewhere', async () => {
    await buildClient(t.db, { email: 'target@example.com' });
    for (let i = 0; i < 5; i++) expect((await login('target@example.com', 'guess#123', '10.0.0.9')).statusCode).toBe(401);
    const blocked = await login('target@example.com', PASSWORD, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyAttempts);
    expect((await login('target@example.com', PASSWORD, '10.0.0.10')).statusCode).toBe(200);
  });

  it('counts each guess before checking it: of 50 wrong and 1 right sent at once, only the limit is checked', async () => {
    await buildClient(t.db, { email: 'rushed@example.com' });
    const guesses = Array.from({ length: 50 }, (_, i) => login('rushed@example.com', `guess#${i}00`, '10.0.0.40'));
    const answers = await Promise.all([...guesses, login('rushed@example.com', PASSWORD, '10.0.0.40')]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(46);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.some((answer) => answer.json().data?.access_token)).toBe(false);
    expect((await login('rushed@example.com', PASSWORD, '10.0.0.41')).statusCode).toBe(200);
  });

  it('takes back the attempt of a right password, so the owner signing in between failures is not locked out', async () => {
    await clientWithScreens({ email: 'fumbling@example.com' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login('fumbling@example.com', 'typo#1234', '10.0.0.50')).statusCode).toBe(401);
      expect((await login('fumbling@example.com', PASSWORD, '10.0.0.50')).statusCode).toBe(200);
    }
  });

  it('limits attempts per address across accounts', async () => {
    for (let i = 0; i < 30; i++) await login(`spray${i}@example.com`, 'guess#123', '10.0.0.20');
    expect((await login('spray-last@example.com', 'guess#123', '10.0.0.20')).statusCode).toBe(429);
  });

  it('counts only failures per address, so a busy newsroom behind one address keeps signing in', async () => {
    await clientWithScreens({ email: 'busy@example.com' }, 40);
    for (let i = 0; i < 35; i++) expect((await login('busy@example.com', PASSWORD, '10.0.0.30')).statusCode).toBe(200);
  });

  it('issues a new token each time and refuses a suspended account', async () => {
    await clientWithScreens({ email: 'twice@example.com' });
    expect(await tokenFor('twice@example.com')).not.toBe(await tokenFor('twice@example.com'));
    await buildClient(t.db, { email: 'suspended@example.com', suspendedAt: new Date() });
    const response = await login('suspended@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.accountSuspended);
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('unknown-token')]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/v2/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(messages.unauthorized);
    }
  });

  it('revokes the token on logout, at once although it was just used', async () => {
    await buildClient(t.db, { email: 'leaving@example.com' });
    const token = await tokenFor('leaving@example.com');
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/v2/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('ends a session just used at its absolute end to the millisecond', async () => {
    await buildClient(t.db, { email: 'ending@example.com' });
    const token = await tokenFor('ending@example.com');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(clock + 1_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await profile(token)).statusCode).toBe(200);
    clock += 999;
    try {
      expect((await profile(token)).statusCode).toBe(200);
      clock += 1;
      expect((await profile(token)).statusCode).toBe(401);
    } finally {
      clock -= 1_000;
    }
  });

  it('ends a session left idle longer than the idle lifetime, and one past its absolute end', async () => {
    await clientWithScreens({ email: 'idle@example.com' });
    const idle = await tokenFor('idle@example.com');
    expect((await profile(idle)).statusCode).toBe(200);
    clock += t.config.session.idleMs + 60_000;
    try {
      expect((await profile(idle)).statusCode).toBe(401);
    } finally {
      clock -= t.config.session.idleMs + 60_000;
    }
    const absolute = await tokenFor('idle@example.com');
    const steps = Math.ceil(t.config.session.absoluteMs / (t.config.session.idleMs / 2));
    try {
      for (let i = 0; i < steps - 1; i++) {
        clock += t.config.session.idleMs / 2;
        expect((await profile(absolute)).statusCode).toBe(200);
      }
      clock += t.config.session.idleMs / 2;
      expect((await profile(absolute)).statusCode).toBe(401);
    } finally {
      clock -= steps * (t.config.session.idleMs / 2);
    }
  });
});

describe('profile', () => {
  it('computes subscription fields from the rows', async () => {
    const user = await buildClient(t.db, { email: 'subscribed@example.com' });
    await buildSubscription(t.db, user.id, { planId: 3, expiresAt: new Date(clock + 5 * 86_400_000 - 1000), noOfScreen: 2 });
    const { data } = (await profile(await tokenFor('subscribed@example.com'))).json();
    expect(data).toMatchObject({
      id: user.id,
      email: 'subscribed@example.com',
      role: 'client',
      roles: ['client'],
      has_subscription: true,
      ever_subscribed: true,
      left_subscription_days: 5,
      is_trial: false,
      new_token: 1,
      is_changed: true,
      subscription: { plan_id: 3, name: 'Premium', no_of_screen: 2, features: [1, 2], content_types: ['News', 'Photos', 'Videos'] },
    });
    expect(data.password_hash).toBeUndefined();
    expect(data.passwordHash).toBeUndefined();
  });

  it('reports no subscription once it expired, and a trial as a trial', async () => {
    const expired = await buildClient(t.db, { email: 'lapsed@example.com' });
    await buildSubscription(t.db, expired.id, { expiresAt: new Date(clock - 86_400_000) });
    const lapsed = (await profile(await tokenFor('lapsed@example.com'))).json().data;
    expect(lapsed).toMatchObject({ has_subscription: false, ever_subscribed: true, left_subscription_days: 0, subscription: null });

    const trial = await buildClient(t.db, { email: 'trying@example.com' });
    await buildSubscription(t.db, trial.id, { planId: 4, isTrial: true, expiresAt: new Date(clock + 3 * 86_400_000) });
    const trying = (await profile(await tokenFor('trying@example.com'))).json().data;
    expect(trying).toMatchObject({ has_subscription: true, is_trial: true, left_subscription_days: 3 });
  });

  it('tells a client who never subscribed apart from one whose subscription ended (ever_subscribed)', async () => {
    await buildClient(t.db, { email: 'newcomer@example.com' });
    const newcomer = (await profile(await tokenFor('newcomer@example.com'))).json().data;
    expect(newcomer).toMatchObject({ has_subscription: false, ever_subscribed: false, subscription: null });
  });

  it('tells a user with a generated password to change it (new_token 0)', async () => {
    await buildClient(t.db, { email: 'generated@example.com', mustChangePassword: true });
    const response = await login('generated@example.com');
    expect(response.json().data.new_token).toBe(0);
    expect((await profile(response.json().data.access_token)).json().data).toMatchObject({ new_token: 0, is_changed: false });
  });
});

describe('changeClientPassword', () => {
  const change = (token: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/v2/changeClientPassword', headers: bearer(token), payload });

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    await clientWithScreens({ email: 'careful@example.com' });
    const token = await tokenFor('careful@example.com');
    const wrong = await change(token, { current_password: 'nope#1234', password: 'fresh#2026', password_confirmation: 'fresh#2026' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([messages.currentPasswordWrong]);
    const weak = await change(token, { current_password: PASSWORD, password: 'weakpassword', password_confirmation: 'weakpassword' });
    expect(weak.json().errors.password).toEqual([messages.passwordRule]);
    const mismatch = await change(token, { current_password: PASSWORD, password: 'fresh#2026', password_confirmation: 'fresh#2027' });
    expect(mismatch.json().errors.password_confirmation).toEqual([messages.passwordsMismatch]);
    expect((await profile(token)).statusCode).toBe(200);
    expect((await login('careful@example.com')).statusCode).toBe(200);
  });

  it('changes the password, clears the forced-change flag and revokes every session', async () => {
    await clientWithScreens({ email: 'rotating@example.com', mustChangePassword: true });
    const first = await tokenFor('rotating@example.com');
    const second = await tokenFor('rotating@example.com');
    for (const token of [first, second]) expect((await profile(token)).statusCode).toBe(200);
    const response = await change(first, { current_password: PASSWORD, password: 'fresh#2026', password_confirmation: 'fresh#2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.passwordUpdated);
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await login('rotating@example.com')).statusCode).toBe(401);
    const fresh = await login('rotating@example.com', 'fresh#2026');
    expect(fresh.json().data.new_token).toBe(1);
  });
});

describe('reset-password', () => {
  const reset = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/v2/reset-password', payload: { email }, remoteAddress });
  const mailsTo = (email: string) => t.smtp.mails.filter((mail) => mail.to.includes(email));
  const setPassword = (token: string, password = 'renewed#2026') =>
    t.app.inject({ method: 'POST', url: `/api/auth/v2/changePassword/${token}`, payload: { password, confirm_password: password } });
  const isUsable = async (token: string) =>
    (await t.app.inject({ method: 'POST', url: `/api/auth/v2/is_verified_link/${token}` })).statusCode === 200;

  /** Asks for a reset and answers the token of the mail it brings. */
  async function resetLink(email: string, remoteAddress: string) {
    const before = mailsTo(email).length;
    expect((await reset(email, remoteAddress)).statusCode).toBe(200);
    await expect.poll(() => mailsTo(email).length, { timeout: 5_000 }).toBe(before + 1);
    return linkIn(mailsTo(email).at(-1)?.text ?? '', /create-password\?user=([\w-]+)/)[1] as string;
  }

  it('answers a known and an unknown address alike, and mails a working single-use link to the known one', async () => {
    await buildClient(t.db, { email: 'forgetful@example.com' });
    const session = await tokenFor('forgetful@example.com');
    expect((await profile(session)).statusCode).toBe(200);
    const known = await reset('forgetful@example.com');
    const unknown = await reset('stranger@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(messages.resetSent);

    const mail = await t.smtp.waitFor('forgetful@example.com');
    const token = linkIn(mail.text, /http:\/\/portal\.test\/create-password\?user=([\w-]+)/)[1];
    const body = { password: 'remember#1', confirm_password: 'remember#1' };
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/v2/changePassword/${token}`, payload: body })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/v2/changePassword/${token}`, payload: body })).statusCode).toBe(422);
    expect((await profile(session)).statusCode).toBe(401);
    expect((await login('forgetful@example.com', 'remember#1')).statusCode).toBe(200);
    expect(t.smtp.mails.some((item) => item.to.includes('stranger@example.com'))).toBe(false);
  });

  it('refuses an expired link', async () => {
    await buildClient(t.db, { email: 'slow@example.com' });
    await reset('slow@example.com', '10.1.0.1');
    const mail = await t.smtp.waitFor('slow@example.com');
    const token = linkIn(mail.text, /create-password\?user=([\w-]+)/)[1];
    clock += 2 * 3_600_000;
    try {
      expect((await t.app.inject({ method: 'POST', url: `/api/auth/v2/is_verified_link/${token}` })).statusCode).toBe(422);
    } finally {
      clock -= 2 * 3_600_000;
    }
  });

  it('refuses the asking address past its limit, never the owner: their request is answered and their link works', async () => {
    await buildClient(t.db, { email: 'victim@example.com' });
    const fromStranger = [];
    for (let i = 0; i < 11; i++) fromStranger.push(await reset('victim@example.com', '10.2.0.1'));
    expect(fromStranger.map((answer) => answer.statusCode)).toEqual([...Array(10).fill(200), 429]);
    expect(fromStranger.at(-1)?.json().message).toBe(messages.tooManyAttempts);

    const fromOwner = await reset('victim@example.com', '10.2.0.2');
    expect(fromOwner.statusCode).toBe(200);
    expect(fromOwner.json().message).toBe(messages.resetSent);
    const mail = await t.smtp.waitFor('victim@example.com');
    const token = linkIn(mail.text, /create-password\?user=([\w-]+)/)[1] as string;
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await login('victim@example.com', 'renewed#2026')).statusCode).toBe(200);
  });

  it('ends every earlier link once a password is set through a later one', async () => {
    await buildClient(t.db, { email: 'twolinks@example.com' });
    const first = await resetLink('twolinks@example.com', '10.3.0.1');
    const second = await resetLink('twolinks@example.com', '10.3.0.1');
    expect((await setPassword(second)).statusCode).toBe(200);
    expect(await isUsable(first)).toBe(false);
    const replayed = await setPassword(first, 'attacker#2026');
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().message).toBe(messages.linkInvalid);
    expect((await login('twolinks@example.com', 'renewed#2026')).statusCode).toBe(200);
  });

  it('lets only one of two links used at once set the password', async () => {
    await buildClient(t.db, { email: 'racing@example.com' });
    const first = await resetLink('racing@example.com', '10.3.0.2');
    const second = await resetLink('racing@example.com', '10.3.0.2');
    const answers = await Promise.all([setPassword(first, 'first#2026'), setPassword(second, 'second#2026')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });

  it('ends an earlier reset link when the password is changed while signed in', async () => {
    await buildClient(t.db, { email: 'changed@example.com' });
    const link = await resetLink('changed@example.com', '10.3.0.3');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/changeClientPassword',
      headers: bearer(await tokenFor('changed@example.com')),
      payload: { current_password: PASSWORD, password: 'fresh#2026', password_confirmation: 'fresh#2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await isUsable(link)).toBe(false);
    expect((await setPassword(link, 'attacker#2026')).statusCode).toBe(422);
    expect((await login('changed@example.com', 'fresh#2026')).statusCode).toBe(200);
  });

  it('ends the verification link of the welcome mail once a password is set through a reset link', async () => {
    await register(registrationFields({ email: 'unverified@example.com' }), { data: await pngImage(), name: 'l.png' });
    const welcome = await t.smtp.waitFor('unverified@example.com');
    const [, userId, slug, expires] = linkIn(welcome.text, /verify-email\/(\d+)\/([\w-]+)\/(\d+)/);
    expect((await setPassword(await resetLink('unverified@example.com', '10.3.0.4'))).statusCode).toBe(200);
    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/v2/verify-email/${userId}/${slug}/${expires}` });
    expect(verified.statusCode).toBe(422);
    expect(verified.json().message).toBe(messages.verificationFailed);
  });

  it('validates the email', async () => {
    const response = await reset('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([messages.emailInvalid]);
  });
});

describe('stored secrets', () => {
  it('keeps only hashes of session tokens and link tokens', async () => {
    await buildClient(t.db, { email: 'hashed@example.com' });
    const token = await tokenFor('hashed@example.com');
    const stored = await t.db.select().from(sessions);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    const links = await t.db.select().from(oneTimeLinks);
    expect(links.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});
