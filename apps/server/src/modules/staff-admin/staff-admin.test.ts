import { messages, type StaffMember, type StaffRole } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { buildStaff } from '../../test/content-factories.ts';
import { buildClient, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Headers = Record<string, string>;
let admin: Headers;
let adminId: number;
let mailbox = 0;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const person = await buildStaff(t.db);
  adminId = person.id;
  admin = await signIn(person.email);
});
afterAll(() => t.close());

async function signIn(email: string, password = PASSWORD) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email, password } });
  expect(answer.statusCode, answer.body).toBe(200);
  return bearer(answer.json().data.access_token as string);
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function list(query = '') {
  const answer = await call('GET', `/api/v1/staff/all${query}`, admin);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: StaffMember[]; meta: { total: number } };
}

/** An administrator invites a new address with `roles`; answers the new id and the token of the mailed link. */
async function invite(roles: StaffRole[], email = `staff${++mailbox}@agency.test`) {
  const answer = await call('POST', '/api/v1/staff', admin, { full_name: 'Sita Sharma', email, staff_roles: roles });
  expect(answer.statusCode, answer.body).toBe(201);
  const mail = await t.smtp.waitFor(email);
  const token = /create-password\?user=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in ${mail.text}`);
  return { id: answer.json().data.id as number, email, token, mail };
}

/** The invited person creates their password from the link and signs in. */
async function join(invited: { email: string; token: string }) {
  const password = 'Newsroom#2026';
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/auth/v2/changePassword/${invited.token}`,
    payload: { password, confirm_password: password },
  });
  expect(created.statusCode, created.body).toBe(200);
  return signIn(invited.email, password);
}

async function auditActions(objectId: number) {
  return rowsOf<{ action: string }>(
    await t.db.execute(sql`select action from audit_events where object_type = 'staff' and object_id = ${String(objectId)} order by id`),
  ).map((row) => row.action);
}

describe('inviting staff', () => {
  it('mails an invitation naming the roles; the person joins by creating a password and opens only their part of the console', async () => {
    const invited = await invite(['reviewer', 'analyst']);
    expect(invited.mail.text).toContain('as reviewer, analyst');
    expect((await list(`?query=${invited.email}`)).data[0]).toMatchObject({ status: 'invited', staff_roles: ['reviewer', 'analyst'] });

    const headers = await join(invited);
    expect((await call('GET', '/api/auth/v2/profile', headers)).json().data.staff_roles).toEqual(['reviewer', 'analyst']);
    expect((await call('GET', '/api/v1/reviews/all', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/analytics/summary', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/news/all', headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/staff/all', headers)).statusCode).toBe(403);
    expect((await list(`?query=${invited.email}`)).data[0]).toMatchObject({ status: 'active', sessions: 1 });
    expect(await auditActions(invited.id)).toEqual(['staff.create']);
  });

  it('refuses an address already on the portal, no role, an unknown or repeated role, and sends nothing', async () => {
    const taken = await call('POST', '/api/v1/staff', admin, { full_name: 'X', email: 'STAFF1@agency.test', staff_roles: ['finance'] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([messages.staffEmailTaken]);
    const refusals = await Promise.all(
      [[], ['editor'], ['finance', 'finance']].map((roles) =>
        call('POST', '/api/v1/staff', admin, { full_name: 'Y', email: 'new-person@agency.test', staff_roles: roles }),
      ),
    );
    const roleErrors = (errors: Record<string, string[]>) =>
      Object.entries(errors).flatMap(([field, texts]) => (field.startsWith('staff_roles') ? texts : []));
    expect(refusals.map((answer) => roleErrors(answer.json().errors))).toEqual([
      [messages.staffRolesRequired],
      [messages.staffRoleUnknown],
      [messages.staffRolesRepeated],
    ]);
    expect((await list('?query=new-person')).meta.total).toBe(0);
  });

  it('sends a waiting invitation again, the old link no longer working; a person who joined gets none', async () => {
    const first = await invite(['finance']);
    const resent = await call('POST', `/api/v1/staff/${first.id}/invitation`, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    const mails = () => t.smtp.mails.filter((mail) => mail.to.includes(first.email));
    await vi.waitFor(() => expect(mails()).toHaveLength(2));
    const token = /create-password\?user=([\w-]+)/.exec(mails()[1]?.text ?? '')?.[1] ?? '';
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/changePassword/${first.token}`,
      payload: { password: 'Newsroom#2026', confirm_password: 'Newsroom#2026' },
    });
    expect(stale.statusCode).toBe(422);
    await join({ email: first.email, token });
    const again = await call('POST', `/api/v1/staff/${first.id}/invitation`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.staffNotInvited);
  });
});

describe('roles, suspension and signing out', () => {
  it('changes roles at the next request of a signed-in person, and records before and after', async () => {
    const person = await invite(['desk_editor']);
    const headers = await join(person);
    expect((await call('GET', '/api/v1/news/all', headers)).statusCode).toBe(200);

    const changed = await call('PUT', `/api/v1/staff/${person.id}/roles`, admin, { staff_roles: ['finance'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/v1/news/all', headers)).statusCode).toBe(403);
    const [row] = rowsOf<{ before: unknown; after: unknown }>(
      await t.db.execute(
        sql`select before, after from audit_events where action = 'staff.roles_change' and object_id = ${String(person.id)}`,
      ),
    );
    expect(row).toEqual({ before: { staff_roles: ['desk_editor'] }, after: { staff_roles: ['finance'] } });
  });

  it('suspends a person (their sessions end, they cannot sign in) and reinstates them; nobody suspends themselves', async () => {
    const person = await invite(['reviewer']);
    const headers = await join(person);
    expect((await call('POST', `/api/v1/staff/${person.id}/suspend`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/reviews/all', headers)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: person.email, password: 'Newsroom#2026' } }))
        .statusCode,
    ).not.toBe(200);
    expect((await list(`?query=${person.email}`)).data[0]).toMatchObject({ status: 'suspended', sessions: 0 });

    expect((await call('POST', `/api/v1/staff/${person.id}/reinstate`, admin)).statusCode).toBe(200);
    await signIn(person.email, 'Newsroom#2026');
    const self = await call('POST', `/api/v1/staff/${adminId}/suspend`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.staffSelfSuspend);
    expect(await auditActions(person.id)).toEqual(['staff.create', 'staff.suspend', 'staff.reinstate']);
  });

  it('signs a person out on every device', async () => {
    const person = await invite(['analyst']);
    const phone = await join(person);
    const desk = await signIn(person.email, 'Newsroom#2026');
    expect((await call('POST', `/api/v1/staff/${person.id}/sign-out`, admin)).statusCode).toBe(200);
    for (const headers of [phone, desk]) expect((await call('GET', '/api/v1/analytics/summary', headers)).statusCode).toBe(401);
    expect(await auditActions(person.id)).toEqual(['staff.create', 'auth.sign_out_everywhere']);
  });

  it('answers 404 for a client or an unknown id, and changes no client', async () => {
    const client = await buildClient(t.db);
    for (const id of [client.id, 999_999]) {
      expect((await call('PUT', `/api/v1/staff/${id}/roles`, admin, { staff_roles: ['finance'] })).statusCode).toBe(404);
      expect((await call('POST', `/api/v1/staff/${id}/suspend`, admin)).statusCode).toBe(404);
    }
    const [row] = rowsOf<{ staff_roles: string[]; suspended_at: Date | null }>(
      await t.db.execute(sql`select staff_roles, suspended_at from users where id = ${client.id}`),
    );
    expect(row).toEqual({ staff_roles: [], suspended_at: null });
  });
});

describe('the last administrator', () => {
  it('cannot lose the role or be suspended, even when two administrators demote each other at once (50 times over)', async () => {
    const other = await invite(['administrator']);
    const otherHeaders = await join(other);
    const lone = await call('PUT', `/api/v1/staff/${adminId}/roles`, admin, { staff_roles: ['administrator', 'finance'] });
    expect(lone.statusCode).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? call('PUT', `/api/v1/staff/${other.id}/roles`, admin, { staff_roles: ['reviewer'] })
          : call('PUT', `/api/v1/staff/${adminId}/roles`, otherHeaders, { staff_roles: ['finance'] }),
      ),
    );
    const administrators = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from users where role = 'staff' and 'administrator' = any(staff_roles)
        and joined_at is not null and suspended_at is null`),
    );
    expect(administrators).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((answer) => answer.json().message))).toEqual(new Set([messages.staffLastAdministrator]));
    expect(answers.every((answer) => [200, 403, 409].includes(answer.statusCode))).toBe(true);
  });
});
