import { type Device, MAX_DEVICE_NAME_LENGTH, messages, type TeamOverview } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeLinks, users } from '../../db/schema.ts';
import { buildStaff, signedInClient } from '../../test/content-factories.ts';
import { buildClient, buildSubscription, findUser, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let clock = Date.now();
const DAY = 86_400_000;
const NEW_PASSWORD = 'Colleague#2026';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' }, now: () => new Date(clock) });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const login = (email: string, options: { password?: string; agent?: string; replace?: number } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/login',
    headers: { 'user-agent': options.agent ?? CHROME },
    payload: { email, password: options.password ?? PASSWORD, ...(options.replace ? { replace_session: options.replace } : {}) },
  });

async function signIn(email: string, options: Parameters<typeof login>[1] = {}) {
  const answer = await login(email, options);
  expect(answer.statusCode, answer.body).toBe(200);
  return bearer(answer.json().data.access_token as string);
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function overview(headers: Headers) {
  const answer = await call('GET', '/api/client/team', headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TeamOverview;
}

/** A media house with a running plan of `screens` screens, its owner signed in. */
async function house(screens = 5) {
  const { client, headers } = await signedInClient(t.app, t.db, { expiresInDays: 30, screens });
  return { owner: client, headers };
}

/** The owner invites `email`; the invitation mail's token. */
async function invite(headers: Headers, email: string, role = 'reporter', fullName = 'Sita Sharma') {
  const answer = await call('POST', '/api/client/team/invitations', headers, { full_name: fullName, email, role });
  expect(answer.statusCode, answer.body).toBe(201);
  const mail = await t.smtp.waitFor(email);
  const token = /create-password\?user=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return { token, mail };
}

const accept = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: `/api/auth/v2/changePassword/${token}`, payload: { password, confirm_password: password } });

/** An invited colleague who accepted and signed in. */
async function member(ownerHeaders: Headers, role: string, email: string) {
  const { token } = await invite(ownerHeaders, email, role);
  expect((await accept(token)).statusCode).toBe(200);
  const user = await findUser(t.db, email);
  return { user, headers: await signIn(email, { password: NEW_PASSWORD, agent: PHONE }) };
}

describe('invitations', () => {
  it('mails a single-use link; accepting it makes a member with their own password and profile', async () => {
    const { owner, headers } = await house();
    const { token, mail } = await invite(headers, 'sita@himal.example', 'reporter', 'Sita Sharma');
    expect(mail.subject).toContain('invites you');
    expect(mail.text).toContain('as reporter');

    const pending = await overview(headers);
    expect(pending.invitations).toEqual([expect.objectContaining({ email: 'sita@himal.example', role: 'reporter', expired: false })]);
    expect(pending.members.map((m) => m.email)).toEqual([owner.email]);
    expect((await login('sita@himal.example', { password: NEW_PASSWORD })).statusCode).toBe(401);

    expect((await t.app.inject({ method: 'POST', url: `/api/auth/v2/is_verified_link/${token}` })).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'Another#2026');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.invitationInvalid);

    const sita = await signIn('sita@himal.example', { password: NEW_PASSWORD, agent: PHONE });
    const profile = (await call('GET', '/api/auth/v2/profile', sita)).json().data;
    expect(profile).toMatchObject({ full_name: 'Sita Sharma', team_role: 'reporter', house_id: owner.id, has_subscription: true });
    const joined = await overview(headers);
    expect(joined.invitations).toEqual([]);
    expect(joined.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      ['sita@himal.example', 'reporter'],
    ]);
  });

  it('refuses an expired invitation, and a resent one replaces the first', async () => {
    const { owner, headers: before } = await house();
    const first = await invite(before, 'late@himal.example');
    clock += 8 * DAY;
    try {
      const headers = await signIn(owner.email);
      const expired = await accept(first.token);
      expect(expired.statusCode).toBe(422);
      expect(expired.json().message).toBe(messages.invitationInvalid);
      expect((await overview(headers)).invitations[0]?.expired).toBe(true);

      const id = (await overview(headers)).invitations[0]?.id;
      expect((await call('POST', `/api/client/team/invitations/${id}/resend`, headers)).statusCode).toBe(200);
      await expect.poll(() => t.smtp.mails.filter((mail) => mail.to.includes('late@himal.example')).length).toBe(2);
      const token = /create-password\?user=([\w-]+)/.exec((await t.smtp.waitFor('late@himal.example')).text)?.[1] ?? '';
      expect((await accept(token)).statusCode).toBe(200);
    } finally {
      clock -= 8 * DAY;
    }
  });

  it('sends one address at most 5 invitation mails an hour, so Resend cannot flood a mailbox', async () => {
    const { headers } = await house();
    await invite(headers, 'flooded@himal.example');
    const id = (await overview(headers)).invitations[0]?.id;
    const resends = [];
    for (let n = 0; n < 5; n++) resends.push((await call('POST', `/api/client/team/invitations/${id}/resend`, headers)).statusCode);
    expect(resends).toEqual([200, 200, 200, 200, 429]);
  });

  it('cancels a waiting invitation: its link stops working and the address is free again', async () => {
    const { headers } = await house();
    const { token } = await invite(headers, 'cancel@himal.example');
    const id = (await overview(headers)).invitations[0]?.id;
    expect((await call('DELETE', `/api/client/team/invitations/${id}`, headers)).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(422);
    expect(await findUser(t.db, 'cancel@himal.example')).toBeUndefined();
    expect((await call('DELETE', `/api/client/team/invitations/${id}`, headers)).statusCode).toBe(404);
  });

  it('refuses an address of another media house, a member, a waiting invitation and a bad role, storing nothing', async () => {
    const { owner, headers } = await house();
    const other = await buildClient(t.db);
    await invite(headers, 'waiting@himal.example');
    const cases: [object, string, string][] = [
      [{ email: other.email, role: 'viewer' }, 'email', messages.invitationOtherHouse],
      [{ email: owner.email, role: 'viewer' }, 'email', messages.invitationAlreadyMember],
      [{ email: 'waiting@himal.example', role: 'viewer' }, 'email', messages.invitationAlreadyPending],
      [{ email: 'new@himal.example', role: 'owner' }, 'role', messages.teamRoleRequired],
      [{ email: 'not-an-address', role: 'viewer' }, 'email', messages.emailInvalid],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call('POST', '/api/client/team/invitations', headers, { full_name: 'Someone', ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await findUser(t.db, 'new@himal.example')).toBeUndefined();
    expect((await overview(headers)).invitations).toHaveLength(1);
  });

  it('makes one invitation of the same address sent 20 times at once', async () => {
    const { headers } = await house();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/client/team/invitations', headers, { full_name: 'Ram', email: 'twenty@himal.example', role: 'viewer' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    // The others are told the invitation is waiting, or (past 5 mails to the address this hour) to wait.
    const refusals = answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().message);
    expect(refusals).toHaveLength(19);
    for (const message of refusals) expect([messages.invitationAlreadyPending, messages.invitationMailsLimited]).toContain(message);
    expect((await overview(headers)).invitations).toHaveLength(1);
    await t.smtp.waitFor('twenty@himal.example');
    expect(t.smtp.mails.filter((mail) => mail.to.includes('twenty@himal.example'))).toHaveLength(1);
  });
});

describe('roles', () => {
  it('shares the house: a reporter uploads news the owner sees, under the reporter’s name', async () => {
    const { headers } = await house();
    const reporter = await member(headers, 'reporter', 'reporter@himal.example');
    const viewer = await member(headers, 'viewer', 'viewer@himal.example');
    const list = await call('GET', '/api/v1/client/news?page=1&rowsPerPage=10', reporter.headers);
    expect(list.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/client/news?page=1&rowsPerPage=10', viewer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/client/team', reporter.headers)).json().message).toBe(messages.teamRoleForbidden);
    expect((await call('GET', '/api/auth/v2/client/subscription/history', viewer.headers)).statusCode).toBe(403);
  });

  it('lets a member edit their own name and mobile, but not the house’s own account', async () => {
    const { headers } = await house();
    const colleague = await member(headers, 'viewer', 'profile@himal.example');
    const saved = await call('PUT', '/api/client/membership/profile', colleague.headers, {
      full_name: 'Sita S. Sharma',
      mobile_no: '9812345678',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/api/auth/v2/profile', colleague.headers)).json().data.full_name).toBe('Sita S. Sharma');
    expect((await call('GET', '/api/client/membership', colleague.headers)).json().data.profile).toEqual({
      full_name: 'Sita S. Sharma',
      mobile_no: '9812345678',
      own_account: false,
    });
    const bad = await call('PUT', '/api/client/membership/profile', colleague.headers, { full_name: '', mobile_no: '12' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['full_name', 'mobile_no']);
    expect((await call('PUT', '/api/client/membership/profile', headers, { full_name: 'X', mobile_no: '9812345678' })).statusCode).toBe(
      409,
    );
  });

  it('changes a role at once, on the member’s next call', async () => {
    const { headers } = await house();
    const colleague = await member(headers, 'viewer', 'promoted@himal.example');
    expect((await call('GET', '/api/v1/client/news?page=1&rowsPerPage=10', colleague.headers)).statusCode).toBe(403);
    expect((await call('PUT', `/api/client/team/members/${colleague.user?.id}`, headers, { role: 'reporter' })).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/client/news?page=1&rowsPerPage=10', colleague.headers)).statusCode).toBe(200);
  });

  it('removes a member: their next call is 401, they cannot sign in, and the owner cannot remove themselves', async () => {
    const { owner, headers } = await house();
    const colleague = await member(headers, 'editor', 'removed@himal.example');
    expect((await call('DELETE', `/api/client/team/members/${colleague.user?.id}`, headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/v2/profile', colleague.headers)).statusCode).toBe(401);
    const again = await login('removed@himal.example', { password: NEW_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(messages.memberRemovedSignIn);
    expect((await overview(headers)).members.map((m) => m.email)).toEqual([owner.email]);

    const self = await call('DELETE', `/api/client/team/members/${owner.id}`, headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.ownerCannotLeave);
    expect((await call('PUT', `/api/client/team/members/${owner.id}`, headers, { role: 'viewer' })).statusCode).toBe(422);
    const stranger = await buildClient(t.db);
    expect((await call('DELETE', `/api/client/team/members/${stranger.id}`, headers)).statusCode).toBe(404);
  });

  it('hands ownership over once both confirm: the owner with their password, the member by accepting', async () => {
    const { owner, headers } = await house();
    const editor = await member(headers, 'editor', 'next-owner@himal.example');
    const wrong = await call('POST', '/api/client/team/ownership', headers, { member_id: editor.user?.id, password: 'wrong' });
    expect(wrong.json().errors.password).toEqual([messages.passwordWrong]);
    expect((await call('POST', '/api/client/membership/accept-ownership', editor.headers)).statusCode).toBe(409);

    const offer = await call('POST', '/api/client/team/ownership', headers, { member_id: editor.user?.id, password: PASSWORD });
    expect(offer.statusCode, offer.body).toBe(200);
    await t.smtp.waitFor('next-owner@himal.example');
    expect((await call('GET', '/api/client/membership', editor.headers)).json().data.ownership_offer.to.id).toBe(editor.user?.id);

    expect((await call('POST', '/api/client/membership/accept-ownership', editor.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/client/team', editor.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/client/team', headers)).statusCode).toBe(403);
    const roles = (await overview(editor.headers)).members.map((m) => [m.id, m.role]);
    expect(roles).toEqual([
      [editor.user?.id, 'owner'],
      [owner.id, 'editor'],
    ]);
    // The house's subscription and history stay where they were.
    expect((await call('GET', '/api/auth/v2/client/subscription/history', editor.headers)).statusCode).toBe(200);
  });
});

describe('screens', () => {
  const devicesOf = async (answer: Awaited<ReturnType<typeof login>>) => (answer.json().data as { devices: Device[] }).devices;

  it('refuses one device more than the plan’s screens, listing the devices, and lets the person sign one out', async () => {
    const { owner } = await house(2);
    const second = await signIn(owner.email, { agent: PHONE });
    const third = await login(owner.email);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(messages.screensInUse(2));
    const devices = await devicesOf(third);
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({ member: { id: owner.id }, browser: 'Chrome 125', system: 'Android 13' });

    const taken = await signIn(owner.email, { replace: devices[0]?.id });
    expect((await call('GET', '/api/auth/v2/profile', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/v2/profile', taken)).statusCode).toBe(200);
  });

  it('gives the last screen to exactly one of two devices signing in at the same instant', async () => {
    const { owner } = await house(2);
    const answers = await Promise.all([login(owner.email, { agent: PHONE }), login(owner.email)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('counts every member’s devices against the house, and lets a member see and end only their own', async () => {
    const { headers } = await house(3);
    const reporter = await member(headers, 'reporter', 'screens@himal.example');
    const mine = (await call('GET', '/api/client/devices', reporter.headers)).json().data as Device[];
    expect(mine).toEqual([expect.objectContaining({ current: true, member: expect.objectContaining({ full_name: 'Sita Sharma' }) })]);
    const all = (await call('GET', '/api/client/team/devices', headers)).json().data as Device[];
    expect(all).toHaveLength(2);
    const ownerDevice = all.find((device) => device.current);
    expect((await call('DELETE', `/api/client/devices/${ownerDevice?.id}`, reporter.headers)).statusCode).toBe(404);
    expect((await overview(headers)).screens).toEqual({ allowed: 3, in_use: 2 });

    const reporterDevice = all.find((device) => !device.current);
    expect((await call('DELETE', `/api/client/team/devices/${reporterDevice?.id}`, headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/client/devices', reporter.headers)).statusCode).toBe(401);
  });

  it('names a person’s own device, shown wherever devices are listed, and the full house’s device chooser', async () => {
    const { owner, headers } = await house(1);
    const [device] = (await call('GET', '/api/client/devices', headers)).json().data as Device[];
    expect(device?.name).toBeNull();
    const renamed = await call('PUT', `/api/client/devices/${device?.id}/name`, headers, { name: '  Newsroom PC  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ message: messages.deviceRenamed });
    expect((await call('GET', '/api/client/devices', headers)).json().data[0]).toMatchObject({ id: device?.id, name: 'Newsroom PC' });
    expect((await call('GET', '/api/client/team/devices', headers)).json().data[0]).toMatchObject({ name: 'Newsroom PC' });

    const full = await login(owner.email, { agent: PHONE });
    expect(full.statusCode).toBe(409);
    expect(await devicesOf(full)).toEqual([
      expect.objectContaining({
        name: 'Newsroom PC',
        member: expect.objectContaining({ id: owner.id }),
        browser: expect.any(String),
        system: expect.any(String),
        last_active_at: expect.any(String),
      }),
    ]);
  });

  it('refuses a blank or too long device name (422) and changes nothing', async () => {
    const { headers } = await house();
    const [device] = (await call('GET', '/api/client/devices', headers)).json().data as Device[];
    const rename = (name: unknown) => call('PUT', `/api/client/devices/${device?.id}/name`, headers, { name });
    const blank = await rename('   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: [messages.requiredField('Device name')] });
    const long = await rename('x'.repeat(MAX_DEVICE_NAME_LENGTH + 1));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ name: [messages.maxLength(MAX_DEVICE_NAME_LENGTH)] });
    expect((await call('GET', '/api/client/devices', headers)).json().data[0].name).toBeNull();
  });

  it('lets nobody name a device but its own person: another house and a colleague get 404, a guest 401', async () => {
    const { headers } = await house(3);
    const colleague = await member(headers, 'editor', 'device-names@himal.example');
    const [ownerDevice] = (await call('GET', '/api/client/devices', headers)).json().data as Device[];
    const stranger = await house();
    const path = `/api/client/devices/${ownerDevice?.id}/name`;
    for (const intruder of [stranger.headers, colleague.headers]) {
      const refused = await call('PUT', path, intruder, { name: 'Mine now' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(messages.deviceNotFound);
    }
    expect((await t.app.inject({ method: 'PUT', url: path, payload: { name: 'Mine now' } })).statusCode).toBe(401);
    expect((await call('GET', '/api/client/devices', headers)).json().data[0].name).toBeNull();
  });

  it('keeps one screen for a house without a running plan, so its owner can sign in and pay', async () => {
    const owner = await buildClient(t.db);
    await signIn(owner.email);
    const second = await login(owner.email, { agent: PHONE });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(messages.screensInUse(1));
  });

  it('follows a staff grant of more screens', async () => {
    const { owner } = await house(1);
    expect((await login(owner.email, { agent: PHONE })).statusCode).toBe(409);
    await buildSubscription(t.db, owner.id, { noOfScreen: 2 });
    expect((await login(owner.email, { agent: PHONE })).statusCode).toBe(200);
  });
});

describe('the staff console', () => {
  it('lists a client’s members and suspends one member or the whole house', async () => {
    const staffUser = await buildStaff(t.db);
    const staff = await signIn(staffUser.email);
    const { owner, headers } = await house();
    const colleague = await member(headers, 'viewer', 'console@himal.example');

    const team = await call('GET', `/api/v1/clients/${owner.id}/members`, staff);
    expect(team.statusCode).toBe(200);
    expect((team.json().data as TeamOverview).members.map((m) => m.email)).toEqual([owner.email, 'console@himal.example']);
    expect((await call('GET', `/api/v1/clients/${colleague.user?.id}/members`, staff)).statusCode).toBe(404);

    expect((await call('GET', `/api/v1/clients/${colleague.user?.id}`, staff)).statusCode).toBe(404);
    const suspended = await call('POST', `/api/v1/clients/${colleague.user?.id}/suspend`, staff);
    expect(suspended.json().message).toBe(messages.memberSuspendedByStaff);
    expect((await call('GET', '/api/auth/v2/profile', colleague.headers)).statusCode).toBe(401);
    expect((await login('console@himal.example', { password: NEW_PASSWORD })).json().message).toBe(messages.memberSuspended);
    expect((await call('GET', '/api/auth/v2/profile', headers)).statusCode).toBe(200);

    expect((await call('POST', `/api/v1/clients/${colleague.user?.id}/reactivate`, staff)).statusCode).toBe(200);
    const back = await signIn('console@himal.example', { password: NEW_PASSWORD });
    expect((await call('POST', `/api/v1/clients/${owner.id}/suspend`, staff)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/v2/profile', back)).statusCode).toBe(401);
    expect((await login('console@himal.example', { password: NEW_PASSWORD })).json().message).toBe(messages.accountSuspended);
  });
});

describe('the migration of single-login clients', () => {
  it('makes every existing account the owner of its own house, joined when it registered', async () => {
    const client = await buildClient(t.db);
    const [row] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({ houseId: null, teamRole: 'owner', removedAt: null });
    expect(row?.joinedAt).not.toBeNull();
    expect(await t.db.select().from(oneTimeLinks).where(eq(oneTimeLinks.userId, client.id))).toEqual([]);
  });
});
