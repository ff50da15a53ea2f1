import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { buildStaff, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A bad day: someone holding an administrator's session tries to make an audit row go away through every route
 * of the portal, each called with the ids of the audit rows wherever an id fits (the path, the query, the body's
 * id, ids and delete_rows). Afterwards every row is still there, unchanged; new rows may have joined them.
 */

let t: TestApp;
let admin: Record<string, string>;

/** Routes that never answer for one let in (the live feed's stream); the rest are each called once. */
const ENDLESS = ['/api/auth/v2/news/feed'];

const snapshot = async () =>
  rowsOf<Record<string, unknown> & { id: number }>(await t.db.execute(sql`select * from audit_events order by id`)).map((row) =>
    JSON.stringify(row),
  );

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const staff = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staff.email, password: PASSWORD } });
  admin = bearer(login.json().data.access_token);
  // A few rows of every kind: sign-ins, a failed one, a client's key, a console write.
  const { headers } = await signedInClient(t.app, t.db);
  await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'CMS' } });
  await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staff.email, password: 'not-it' } });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/categories',
    headers: admin,
    payload: { name: 'Audited', name_ne: 'लेखा', slug: 'audited', position: 1, active: true },
  });
});
afterAll(() => t.close());

describe('an audit row an attacker tries to delete through every route', () => {
  it('stays, unchanged, whatever route is called with its id', { timeout: 240_000 }, async () => {
    const before = await snapshot();
    const ids = rowsOf<{ id: number }>(await t.db.execute(sql`select id from audit_events order by id`)).map((row) => Number(row.id));
    expect(ids.length).toBeGreaterThan(3);
    const routes = t.app.routeAccess.filter((route) => route.method !== 'HEAD' && !ENDLESS.some((prefix) => route.url.startsWith(prefix)));
    const isLogout = (url: string) => url === '/api/auth/v2/logout';
    const ordered = [...routes.filter((route) => !isLogout(route.url)), ...routes.filter((route) => isLogout(route.url))];
    // Routes of the trail itself that do not exist: a delete or change of one row is refused before any handler.
    const invented = ['DELETE', 'PUT', 'PATCH', 'POST'].flatMap((method) =>
      ['/api/v1/audit/:id', '/api/v1/audit/delete', '/api/v1/audit', '/api/client/team/security-events/:id'].map((url) => ({
        method,
        url,
      })),
    );
    let called = 0;
    for (const id of [ids[0] as number, ids.at(-1) as number]) {
      for (const route of [...ordered, ...invented]) {
        const url = route.url.replace(/:\w+/g, String(id)).replace(/\*$/, String(id));
        const body = { id, ids, delete_rows: ids, audit_id: id, object_id: String(id), retention_days: 0 };
        const answer = await t.app.inject({
          method: route.method as 'GET',
          url: `${url}?id=${id}&ids=${ids.join(',')}`,
          headers: isLogout(route.url) ? {} : admin,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body }),
        });
        expect(answer.statusCode, `${route.method} ${route.url}`).toBeLessThan(600);
        called += 1;
      }
    }
    expect(called).toBeGreaterThan(200);
    const after = await snapshot();
    expect(after.slice(0, before.length)).toEqual(before);
    const [settings] = rowsOf<{ retention_days: number }>(await t.db.execute(sql`select retention_days from audit_settings`));
    expect(settings?.retention_days).toBeGreaterThanOrEqual(30);
  });
});
