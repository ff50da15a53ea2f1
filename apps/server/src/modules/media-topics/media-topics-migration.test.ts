import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo } from '../../test/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { DEFAULT_CATEGORY_MEDIA_TOPICS } from './media-topic-defaults.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ state: 'empty' });
  await migrateUpTo(database, '0032_picture-metadata');
  // Categories of an installation seeded before the mapping, one of them the agency's own.
  await database.db.execute(sql`
    insert into categories (name, name_ne, slug, position) values
      ('Politics', 'राजनीति', 'politics', 0), ('Sports', 'खेलकुद', 'sports', 1), ('Opinion', 'विचार', 'opinion', 2),
      ('Agriculture', 'कृषि', 'agriculture', 3), ('Province', 'प्रदेश', 'province', 4)`);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0033 (category Media Topics) on categories from before it', () => {
  it('gives the seeded categories the default topics of a new installation, and the agency’s own none', async () => {
    const result = await database.db.execute(sql`
      select c.slug, t.code from category_media_topics t join categories c on c.id = t.category_id order by c.position`);
    const expected = ['politics', 'sports', 'province'].flatMap((slug) =>
      (DEFAULT_CATEGORY_MEDIA_TOPICS[slug] ?? []).map((code) => ({ slug, code })),
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual(expected);
  });
});
