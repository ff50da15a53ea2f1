import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo } from '../../test/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ state: 'empty' });
  await migrateUpTo(database, '0021_subscription-timeline');
  // The media-house categories as an installation from before seeded them, one relabelled by its staff since.
  await database.db.execute(sql`
    insert into setup_values (key, label, value, position) values
      ('register_category', 'Newspaper', 'news_paper', 0),
      ('register_category', 'TV channel', 'television', 1),
      ('register_category', 'News portal', 'news_portal', 3)`);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0022 (Nepali labels) on setup values from before it', () => {
  it('names the seeded media-house categories in Nepali, and leaves a label staff changed without one', async () => {
    const result = await database.db.execute(sql`select value, label_ne from setup_values order by position`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { value: 'news_paper', label_ne: 'पत्रिका' },
      { value: 'television', label_ne: '' },
      { value: 'news_portal', label_ne: 'समाचार पोर्टल' },
    ]);
  });
});
