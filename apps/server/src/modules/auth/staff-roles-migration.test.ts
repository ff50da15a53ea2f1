import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { migrateUpTo } from '../../test/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ state: 'empty' });
  await migrateUpTo(database, '0036_saved_search_media_topic');
  // The staff and clients of an installation from before roles.
  await database.db.execute(sql`
    insert into users (email, full_name, password_hash, role, type) values
      ('desk@agency.test', 'Desk', 'x', 'staff', 1), ('night@agency.test', 'Night desk', 'x', 'staff', 1),
      ('daily@client.test', 'Daily', 'x', 'client', 3)`);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0037 (staff roles) on accounts from before it', () => {
  it('makes every existing staff member an administrator, who may still do everything, and gives clients no role', async () => {
    const result = await database.db.execute(sql`select email, staff_roles from users order by id`);
    expect(rowsOf(result)).toEqual([
      { email: 'desk@agency.test', staff_roles: ['administrator'] },
      { email: 'night@agency.test', staff_roles: ['administrator'] },
      { email: 'daily@client.test', staff_roles: [] },
    ]);
  });

  it('refuses a staff member without a role and a client with one', async () => {
    await expect(database.db.execute(sql`update users set staff_roles = '{}' where email = 'desk@agency.test'`)).rejects.toThrow();
    await expect(database.db.execute(sql`update users set staff_roles = '{finance}' where email = 'daily@client.test'`)).rejects.toThrow();
  });
});
