import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { buildStaff, signedInClient } from '../../test/content-factories.ts';
import { buildClient, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAuditService } from './audit.service.ts';
import { createAuditEventsRepository } from './audit-events.repository.ts';
import { REDACTED } from './audit-redaction.ts';

type Row = {
  id: number;
  at: string | Date;
  object_id: string | null;
  action: string;
  actor_id: number | null;
  actor_email: string | null;
  house_id: number | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  before: unknown;
  after: unknown;
};

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;

const rows = async (where = sql`true`) => rowsOf<Row>(await t.db.execute(sql`select * from audit_events where ${where} order by id`));
const serviceOn = () => {
  const repository = createAuditRepository(t.db);
  return createAuditService({ db: t.db, repository, events: createAuditEventsRepository(t.db), now: () => new Date() });
};
const signIn = (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email, password }, headers });

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await buildStaff(t.db);
  adminId = staff.id;
  admin = bearer((await signIn(staff.email)).json().data.access_token);
});
afterAll(async () => {
  await t.close();
});

describe('audit rows of sign-ins', () => {
  it('writes a sign-in with the person, their house, address, browser and request id', async () => {
    const client = await buildClient(t.db);
    const answer = await signIn(client.email, PASSWORD, {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0',
      'x-request-id': 'req-sign-in-1',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await rows(sql`action = 'auth.sign_in' and actor_id = ${client.id}`);
    expect(row).toMatchObject({ actor_email: client.email, house_id: client.id, user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0' });
    expect(row?.ip).toBeTruthy();
    expect(row?.request_id).toBeTruthy();
  });

  it('writes a failed sign-in of a known account under it, and of an unknown address with the address tried, never the password', async () => {
    const client = await buildClient(t.db);
    expect((await signIn(client.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await signIn('nobody-here@example.com', 'wrong-password-2')).statusCode).toBe(401);
    const [known] = await rows(sql`action = 'auth.sign_in_failed' and actor_id = ${client.id}`);
    expect(known).toMatchObject({ house_id: client.id, after: { reason: 'bad_credentials' } });
    const [unknown] = await rows(sql`action = 'auth.sign_in_failed' and actor_email = 'nobody-here@example.com'`);
    expect(unknown).toMatchObject({ actor_id: null, house_id: null });
    const everything = JSON.stringify(await rows());
    expect(everything).not.toContain('wrong-password');
    expect(everything).not.toContain('$argon2');
  });
});

describe('audit.record', () => {
  it('keeps only the changed fields and redacts secrets, at any depth', async () => {
    const audit = serviceOn();
    await audit.record(t.db, {
      action: 'webhook.update',
      object: { type: 'webhook', id: 'redaction-1' },
      before: { url: 'https://a.example/hook', secret: 'old-secret-value', events: ['news'], passwordHash: '$argon2id$x' },
      after: { url: 'https://b.example/hook', secret: 'new-secret-value', events: ['news'], nested: { apiKey: 'rss_abc', name: 'x' } },
    });
    const [row] = await rows(sql`object_id = 'redaction-1'`);
    expect(row?.before).toEqual({ url: 'https://a.example/hook', secret: REDACTED, passwordHash: REDACTED });
    expect(row?.after).toEqual({ url: 'https://b.example/hook', secret: REDACTED, nested: { apiKey: REDACTED, name: 'x' } });
    expect(JSON.stringify(row)).not.toMatch(/secret-value|argon2|rss_abc/);
  });

  it('is rolled back with the change it records when the change fails', async () => {
    const audit = serviceOn();
    await expect(
      t.db.transaction(async (tx) => {
        await audit.record(tx, { action: 'lookup.update', object: { type: 'category', id: 'rolled-back-1' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows(sql`object_id = 'rolled-back-1'`)).toEqual([]);
  });
});

describe('the trail cannot be changed', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of a recent row, and a backdated insert is stamped now', async () => {
    await serviceOn().record(t.db, { action: 'news.update', object: { type: 'news', id: 'immutable-1' }, after: { title: 'A' } });
    const [row] = await rows(sql`object_id = 'immutable-1'`);
    const id = row?.id as number;
    await expect(t.db.execute(sql`update audit_events set action = 'news.create' where id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`update audit_events set at = now() - interval '10 years' where id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_events where id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect((await rows(sql`id = ${id}`))[0]).toEqual(row);

    await t.db.execute(
      sql`insert into audit_events (action, object_id, at) values ('news.update', 'backdated-1', now() - interval '10 years')`,
    );
    const [backdated] = await rows(sql`object_id = 'backdated-1'`);
    expect(Date.now() - new Date(String(backdated?.at ?? 0)).getTime()).toBeLessThan(60_000);
    await expect(t.db.execute(sql`delete from audit_events where object_id = 'backdated-1'`)).rejects.toThrow();
  });

  it('keeps the retention at 30 days or more, its one row, and audits its change', async () => {
    await expect(t.db.execute(sql`update audit_settings set retention_days = 1`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_settings`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_settings`)).rejects.toThrow();
    await t.db.execute(sql`update audit_settings set retention_days = 400`);
    const [change] = await rows(sql`action = 'audit.retention_change'`);
    expect(change).toMatchObject({ before: { retention_days: 730 }, after: { retention_days: 400 } });
    await t.db.execute(sql`update audit_settings set retention_days = 730`);
  });
});

describe('retention', () => {
  it('deletes only the rows older than the retention', async () => {
    // Rows of long ago can only be made with the triggers off (a superuser's session_replication_role).
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into audit_events (action, object_id, at) values
        ('news.update', 'retention-old', now() - interval '731 days'),
        ('news.update', 'retention-kept', now() - interval '729 days')`);
    });
    expect(await t.app.deleteExpiredAuditEvents()).toBe(1);
    expect((await rows(sql`object_id like 'retention-%'`)).map((row) => row.object_id)).toEqual(['retention-kept']);
    expect(await t.app.deleteExpiredAuditEvents()).toBe(0);
  });
});

describe('the console (GET /api/v1/audit, /api/v1/audit/export)', () => {
  it('filters by person, action, object and time, newest first, a page at a time', async () => {
    const audit = serviceOn();
    for (const title of ['one', 'two', 'three']) {
      await audit.record(t.db, {
        action: 'news.publish',
        actor: { id: adminId, email: 'desk@agency.example', role: 'staff', houseId: null },
        object: { type: 'news', id: 'filter-7' },
        after: { title },
      });
    }
    const page = await t.app.inject({
      url: '/api/v1/audit?object_type=news&object_id=filter-7&action=news.publish&per_page=2',
      headers: admin,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().meta).toMatchObject({ total: 3, last_page: 2 });
    expect(page.json().data.map((event: { after: { title: string } }) => event.after.title)).toEqual(['three', 'two']);
    const byActor = (await t.app.inject({ url: `/api/v1/audit?actor_id=${adminId}&object_id=filter-7`, headers: admin })).json();
    expect(byActor.meta.total).toBe(3);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = (await t.app.inject({ url: `/api/v1/audit?from=${encodeURIComponent(future)}`, headers: admin })).json();
    expect(later.meta.total).toBe(0);
  });

  it('exports CSV with formula cells defused, and records the export', async () => {
    await serviceOn().record(t.db, {
      action: 'lookup.update',
      actor: { id: null, email: '=HYPERLINK("http://evil.example")', role: null, houseId: null },
      object: { type: 'category', id: '+1+1' },
      after: { name: '@SUM(A1)' },
      context: { userAgent: '-2+3', ip: '10.0.0.1', requestId: 'csv-1' },
    });
    const answer = await t.app.inject({ url: '/api/v1/audit/export?object_type=category', headers: admin });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const text = answer.body.replace(/^\uFEFF/, '');
    const [heading, line] = text.split('\r\n');
    expect(heading).toMatch(/^ID,Time \(UTC\),Actor ID/);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(line).toContain(",'+1+1,");
    expect(line).toContain(",'-2+3,");
    expect(line).not.toMatch(/,[=+\-@]/);
    expect(await rows(sql`action = 'audit.export' and actor_id = ${adminId}`)).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    expect((await t.app.inject({ url: '/api/v1/audit', headers })).statusCode).toBe(403);
    const desk = await buildStaff(t.db, ['desk_editor']);
    const deskHeaders = bearer((await signIn(desk.email)).json().data.access_token);
    expect((await t.app.inject({ url: '/api/v1/audit', headers: deskHeaders })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/audit/export', headers: deskHeaders })).statusCode).toBe(403);
  });
});

describe('a house’s security events (GET /api/client/team/security-events)', () => {
  it('shows the owner their own house’s events only', async () => {
    const mine = await signedInClient(t.app, t.db);
    const theirs = await signedInClient(t.app, t.db);
    await signIn(mine.client.email, 'not-the-password');
    const answer = await t.app.inject({ url: '/api/client/team/security-events', headers: mine.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const events = answer.json().data as { action: string; actor: { id: number } }[];
    expect(events.map((event) => event.action)).toEqual(['auth.sign_in_failed', 'auth.sign_in']);
    expect(events.every((event) => event.actor.id === mine.client.id)).toBe(true);
    const other = (await t.app.inject({ url: '/api/client/team/security-events', headers: theirs.headers })).json();
    expect(other.data.map((event: { action: string }) => event.action)).toEqual(['auth.sign_in']);
    expect(other.data[0].actor.id).toBe(theirs.client.id);
  });
});
