import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedReferenceData } from '../../db/seed.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { buildSubscription, PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { migrateUpTo } from '../../test/migrations.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app.ts';

const BEFORE_TEAMS = '0018_site-push';
const TOKEN = 'a-session-from-before-teams-0123456789';

let database: TestDatabase;
let t: TestApp;
let clientId: number;
let registeredAt: Date;

beforeAll(async () => {
  database = await createTestDatabase({ state: 'empty' });
  await migrateUpTo(database, BEFORE_TEAMS);

  // A single-login client as the schema before teams stored it: the account, a live session, an action.
  const passwordHash = await hashPassword(PASSWORD);
  const inserted = await database.db.execute(sql`
    insert into users (email, full_name, company_name, password_hash, must_change_password, email_verified_at, created_at)
    values ('before-teams@example.com', 'Gorkha Daily', 'Gorkha Media', ${passwordHash}, false, now(), now() - interval '400 days')
    returning id, created_at`);
  const row = (inserted as unknown as { rows: { id: number; created_at: Date | string }[] }).rows[0];
  clientId = Number(row?.id);
  registeredAt = new Date(row?.created_at ?? 0);
  await database.db.execute(sql`
    insert into sessions (user_id, token_hash, remember_me, expires_at)
    values (${clientId}, ${sha256(TOKEN)}, true, now() + interval '20 days')`);
  await database.db.execute(sql`
    insert into client_actions (user_id, kind, item_id, type, action) values (${clientId}, 'news', 1, 3, 'Title Copied')`);

  await database.migrate();
  await seedReferenceData(database.db as Database);
  await buildSubscription(database.db, clientId, { noOfScreen: 2 });
  t = await buildTestApp({ database, env: { RATE_LIMIT_MAX: '100000' } });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('migration 0019 (teams) on a client from before it', () => {
  it('makes the account the owner of its own house, joined when it registered, with its data where it was', async () => {
    const result = await database.db.execute(sql`
      select house_id, team_role, joined_at, removed_at, (select count(*)::int from client_actions where user_id = users.id and member_id is null) as actions
      from users where id = ${clientId}`);
    const [user] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(user).toMatchObject({ house_id: null, team_role: 'owner', removed_at: null, actions: 1 });
    expect(new Date(user?.joined_at as string).getTime()).toBe(registeredAt.getTime());
  });

  it('keeps the session it had, and lets it sign in and manage its team as before', async () => {
    const kept = bearer(TOKEN);
    const profile = await t.app.inject({ url: '/api/auth/v2/profile', headers: kept });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ id: clientId, team_role: 'owner', house_id: clientId, has_subscription: true });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/login',
      payload: { email: 'before-teams@example.com', password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const team = await t.app.inject({ url: '/api/client/team', headers: bearer(login.json().data.access_token) });
    expect(team.json().data).toMatchObject({
      members: [{ id: clientId, role: 'owner', devices: 2 }],
      invitations: [],
      screens: { allowed: 2, in_use: 2 },
    });
  });

  it('refuses what breaks a house: an unknown role, a member of itself', async () => {
    await expect(database.db.execute(sql`update users set team_role = 'chief' where id = ${clientId}`)).rejects.toThrow();
    await expect(database.db.execute(sql`update users set house_id = id where id = ${clientId}`)).rejects.toThrow();
  });
});
