import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { buildStaff, signedInClient } from '../../test/content-factories.ts';
import { buildClient, PASSWORD } from '../../test/factories.ts';
import { bearer, deskForm } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** One audit row per kind of write, each module's, made through its route as a person would. */

type Row = {
  action: string;
  actor_id: number | null;
  house_id: number | null;
  object_type: string | null;
  object_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
};
type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
let adminId: number;

const rowsFor = async (action: string, objectId?: string | number) =>
  rowsOf<Row>(
    await t.db.execute(
      sql`select * from audit_events where action = ${action} ${objectId === undefined ? sql`` : sql`and object_id = ${String(objectId)}`} order by id`,
    ),
  );
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp({ env: { OUTBOUND_ALLOW_LOOPBACK: 'true' } });
  const staff = await buildStaff(t.db);
  adminId = staff.id;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staff.email, password: PASSWORD } });
  admin = bearer(login.json().data.access_token);
});
afterAll(async () => {
  await t.close();
});

describe('security events of a media house', () => {
  it('records a role change with the role before and after, under the owner and the house', async () => {
    const { client: owner, headers } = await signedInClient(t.app, t.db);
    const colleague = await buildClient(t.db, { houseId: owner.id, teamRole: 'viewer', joinedAt: new Date() });
    const answer = await call('PUT', `/api/client/team/members/${colleague.id}`, headers, { role: 'editor' });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await rowsFor('team.role_change', colleague.id);
    expect(row).toMatchObject({ actor_id: owner.id, house_id: owner.id, before: { role: 'viewer' }, after: { role: 'editor' } });
    expect(row?.request_id).toBeTruthy();
    const removed = await call('DELETE', `/api/client/team/members/${colleague.id}`, headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowsFor('team.remove', colleague.id)).toHaveLength(1);
  });

  it('records a Feed API key made and revoked, never the key', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const made = await call('POST', '/api/client/api-keys', headers, { name: 'Newsroom CMS' });
    expect(made.statusCode, made.body).toBe(201);
    const { id, key } = made.json().data;
    const [row] = await rowsFor('api_key.create', id);
    expect(row).toMatchObject({ actor_id: client.id, house_id: client.id, after: { name: 'Newsroom CMS' } });
    expect(JSON.stringify(row)).not.toContain(key);
    expect((await call('DELETE', `/api/client/api-keys/${id}`, headers)).statusCode).toBe(200);
    expect(await rowsFor('api_key.revoke', id)).toHaveLength(1);
  });

  it('records an OAuth client made, its secret rotated and revoked, never the secret', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const made = await call('POST', '/api/client/oauth-clients', headers, { name: 'Site', scopes: ['feed:read'] });
    expect(made.statusCode, made.body).toBe(201);
    const { id, client_secret: secret } = made.json().data;
    const rotated = await call('POST', `/api/client/oauth-clients/${id}/secret`, headers);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await call('DELETE', `/api/client/oauth-clients/${id}`, headers)).statusCode).toBe(200);
    for (const action of ['oauth_client.create', 'oauth_client.rotate_secret', 'oauth_client.revoke']) {
      const [row] = await rowsFor(action, id);
      expect(row, action).toMatchObject({ actor_id: client.id, house_id: client.id });
    }
    const everything = JSON.stringify(await rowsFor('oauth_client.rotate_secret', id));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(rotated.json().data.client_secret);
  });

  it('records a webhook made and its secret rotated, never the secret', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const made = await call('POST', '/api/client/webhooks', headers, { url: 'http://127.0.0.1:9/hook' });
    expect(made.statusCode, made.body).toBe(201);
    const { id, secret } = made.json().data;
    const rotated = await call('POST', `/api/client/webhooks/${id}/rotate-secret`, headers);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const [created] = await rowsFor('webhook.create', id);
    expect(created).toMatchObject({ actor_id: client.id, after: { url: 'http://127.0.0.1:9/hook' } });
    expect(await rowsFor('webhook.rotate_secret', id)).toHaveLength(1);
    const everything = JSON.stringify(await t.db.execute(sql`select * from audit_events where object_type = 'webhook'`));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(rotated.json().data.secret);
  });

  it('records the feed address replaced, with no token in the row', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const rotated = await call('POST', '/api/client/feed-token/rotate', headers);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const [row] = await rowsFor('feed_address.rotate', client.id);
    expect(row).toMatchObject({ actor_id: client.id, house_id: client.id, before: null, after: null });
  });

  it('shows the house its security events, and staff writes on other objects not', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await call('POST', '/api/client/api-keys', headers, { name: 'Shown' });
    const events = (await call('GET', '/api/client/team/security-events', headers)).json().data as { action: string }[];
    expect(events.map((event) => event.action)).toEqual(['api_key.create', 'auth.sign_in']);
    expect(client.id).toBeGreaterThan(0);
  });
});

describe('staff writes', () => {
  it('records a suspension and a reinstatement of a client, under the staff member, on the client’s house', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    expect((await call('POST', `/api/v1/clients/${client.id}/suspend`, admin)).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/clients/${client.id}/reactivate`, admin)).statusCode).toBe(200);
    const [suspended] = await rowsFor('client.suspend', client.id);
    expect(suspended).toMatchObject({ actor_id: adminId, house_id: client.id, before: { suspended_at: null } });
    expect(await rowsFor('client.reinstate', client.id)).toHaveLength(1);
    // Suspension ended the client's sessions; the owner signs in again and sees both on Team.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: client.email, password: PASSWORD } });
    const again = bearer(login.json().data.access_token);
    const events = (await call('GET', '/api/client/team/security-events', again)).json().data as { action: string }[];
    expect(events.map((event) => event.action).slice(0, 3)).toEqual(['auth.sign_in', 'client.reinstate', 'client.suspend']);
    expect(headers.authorization).not.toBe(again.authorization);
  });

  it('records a client’s password mail sent again by staff, on the client’s house', async () => {
    const { client } = await signedInClient(t.app, t.db);
    const sent = await call('POST', `/api/v1/clients/${client.id}/password-mail`, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await rowsFor('auth.password_reset_request', client.id))[0]).toMatchObject({ actor_id: adminId, house_id: client.id });
  });

  it('records a staff API key made and revoked, and ingest mappings saved and removed', async () => {
    const made = await call('POST', '/api/v1/staff-api-keys', admin, { name: 'Superdesk', scopes: ['ingest'] });
    expect(made.statusCode, made.body).toBe(200);
    const { id, key } = made.json().data;
    expect((await call('DELETE', `/api/v1/staff-api-keys/${id}`, admin)).statusCode).toBe(200);
    const [created] = await rowsFor('staff_api_key.create', id);
    expect(created).toMatchObject({ actor_id: adminId, house_id: null, after: { name: 'Superdesk', scopes: ['ingest'] } });
    expect(JSON.stringify(created)).not.toContain(key);
    expect(await rowsFor('staff_api_key.revoke', id)).toHaveLength(1);

    const mapping = await call('PUT', '/api/v1/ingest/mappings', admin, { kind: 'language', value: 'xx', target: null });
    expect(mapping.statusCode, mapping.body).toBe(200);
    const mappingId = mapping.json().data.id;
    expect(await rowsFor('ingest.mapping_save', mappingId)).toHaveLength(1);
    expect((await call('DELETE', `/api/v1/ingest/mappings/${mappingId}`, admin)).statusCode).toBe(200);
    expect((await rowsFor('ingest.mapping_delete', mappingId))[0]).toMatchObject({ before: { kind: 'language', value: 'xx' } });
  });
});

describe('the desks and the console’s tables', () => {
  it('records a news item published and corrected with the changed fields only', async () => {
    const [language] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from languages order by id limit 1`));
    const [category] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from categories order by id limit 1`));
    const fields = { title: 'Budget session opens', content: '<p>Noon.</p>', language_id: language?.id, category_ids: [category?.id] };
    const sent = await deskForm(fields);
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/news', headers: { ...admin, ...sent.headers }, payload: sent.payload });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect((await rowsFor('news.publish', id))[0]).toMatchObject({ actor_id: adminId, after: { title: 'Budget session opens' } });
    const changed = await deskForm({ ...fields, title: 'Budget session opens late', status: 'published' });
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/news/${id}`,
      headers: { ...admin, ...changed.headers },
      payload: changed.payload,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [row] = await rowsFor('news.update', id);
    expect(row).toMatchObject({ before: { title: 'Budget session opens' }, after: { title: 'Budget session opens late' } });
    expect(Object.keys(row?.after ?? {})).toEqual(['title']);
  });

  it('records a category made, changed and deleted, and nothing when the write is refused', async () => {
    const category = { name: 'Agriculture', name_ne: 'कृषि', slug: 'agriculture-audit', position: 20, active: true };
    const made = await call('POST', '/api/v1/categories', admin, category);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect((await call('PUT', `/api/v1/categories/${id}`, admin, { ...category, name: 'Farming' })).statusCode).toBe(200);
    expect((await call('POST', '/api/v1/categories/delete', admin, { delete_rows: [id] })).statusCode).toBe(200);
    expect((await rowsFor('lookup.create', id))[0]).toMatchObject({ object_type: 'category', after: { name: 'Agriculture' } });
    expect((await rowsFor('lookup.update', id))[0]).toMatchObject({ before: { name: 'Agriculture' }, after: { name: 'Farming' } });
    expect((await rowsFor('lookup.delete', id))[0]).toMatchObject({ before: { name: 'Farming' } });
    // A refused write (the slug is taken) leaves no audit row: the row goes with the change it records.
    const before = (await rowsFor('lookup.create')).length;
    expect((await call('POST', '/api/v1/categories', admin, { ...category, slug: 'politics' })).statusCode).toBe(422);
    expect(await rowsFor('lookup.create')).toHaveLength(before);
  });

  it('records the promo popup saved and an analytics export', async () => {
    const texts = { title_en: 'New plans', title_ne: 'नयाँ योजना', text_en: 'Ask us', text_ne: 'सोध्नुहोस्' };
    const saved = await call('PUT', '/api/v1/promoPopup', admin, texts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowsFor('settings.update'))[0]).toMatchObject({ object_type: 'promo_popup', after: { title_en: 'New plans' } });
    const exported = await call('GET', '/api/v1/analytics/export?report=items', admin);
    expect(exported.statusCode, exported.body).toBe(200);
    expect((await rowsFor('analytics.export', 'items'))[0]).toMatchObject({ actor_id: adminId, object_type: 'analytics_report' });
  });

  it('records an agenda event planned and changed, the changed fields only', async () => {
    const [category] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from categories order by id limit 1`));
    const event = {
      title: 'Budget speech',
      start_date: '2027-05-29',
      start_time: '11:00',
      category_ids: [category?.id],
      coverages: [{ kind: 'text' }],
    };
    const made = await call('POST', '/api/v1/agenda/events', admin, event);
    expect(made.statusCode, made.body).toBe(201);
    const { id, version } = made.json().data;
    expect((await rowsFor('agenda_event.create', id))[0]).toMatchObject({ actor_id: adminId, after: { title: 'Budget speech' } });
    const saved = await call('PUT', `/api/v1/agenda/events/${id}`, admin, { ...event, title: 'Budget speech, postponed', version });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await rowsFor('agenda_event.update', id);
    expect(row?.before).toMatchObject({ title: 'Budget speech' });
    expect(row?.after).toMatchObject({ title: 'Budget speech, postponed' });
    expect(Object.keys(row?.after ?? {})).not.toContain('start_date');
  });

  it('records a category’s Media Topics replaced, the codes before and after', async () => {
    const [category] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from categories order by id limit 1`));
    const id = category?.id as number;
    const saved = await call('PUT', `/api/v1/categories/${id}/mediaTopics`, admin, { codes: ['medtop:20000888'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await rowsFor('media_topics.update', id);
    expect(row).toMatchObject({ actor_id: adminId, object_type: 'category', after: { codes: ['medtop:20000888'] } });
  });
});
