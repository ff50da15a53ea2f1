import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo } from '../../test/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';

let database: TestDatabase;
let newsId: number;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows[0] as T;
}
const hashNow = async () => (await one<{ hash: string }>(sql`select news_feed_hash(n) as hash from news n where id = ${newsId}`)).hash;

beforeAll(async () => {
  database = await createTestDatabase({ state: 'empty' });
  await migrateUpTo(database, '0019_teams');
  await database.db.execute(sql`insert into languages (id, name, name_ne, code) values (1, 'Nepali', 'नेपाली', 'ne')`);
  const author = await one<{ id: number }>(sql`
    insert into users (email, full_name, password_hash, role) values ('desk@example.com', 'Desk', 'x', 'staff') returning id`);
  const item = await one<{ id: number }>(sql`
    insert into news (title, content, language_id, category_ids, user_id, status, source_name)
    values ('पोखरामा बाढी', '<p>body</p>', 1, '{1,2}', ${author.id}, 'published', null) returning id`);
  newsId = Number(item.id);
  await database.db.execute(sql`
    insert into media (news_id, kind, path, extension, mime, size, caption) values (${newsId}, 'image', 'news/a.jpg', 'jpg', 'image/jpeg', 10, 'Flood')`);
});
afterAll(() => database.close());

describe('news_feed_hash across migration 0020', () => {
  it('keeps the hash of an item without usage terms, editor’s note or place, so no item gets a spurious version', async () => {
    const before = await hashNow();
    await database.migrate();
    expect(await hashNow()).toBe(before);
  });

  it('changes the hash when usage terms, the editor’s note or the place are set, and restores it when they are cleared', async () => {
    const plain = await hashNow();
    await database.db.execute(sql`insert into provinces (id, name, name_ne) values (4, 'Gandaki', 'गण्डकी')`);
    await database.db.execute(sql`insert into districts (id, province_id, name, name_ne) values (40, 4, 'Kaski', 'कास्की')`);

    const hashes = [plain];
    for (const change of [
      sql`update news set usage_terms = 'Not for broadcast before 18:00' where id = ${newsId}`,
      sql`update news set editor_note = 'Names withheld' where id = ${newsId}`,
      sql`update news set province_id = 4 where id = ${newsId}`,
      sql`update news set district_id = 40 where id = ${newsId}`,
    ]) {
      await database.db.execute(change);
      hashes.push(await hashNow());
    }
    expect(new Set(hashes).size).toBe(hashes.length);

    await database.db.execute(
      sql`update news set usage_terms = '', editor_note = '', province_id = null, district_id = null where id = ${newsId}`,
    );
    expect(await hashNow()).toBe(plain);
  });

  it('tells the editor’s note from usage terms of the same words', async () => {
    await database.db.execute(sql`update news set usage_terms = 'Embargoed' where id = ${newsId}`);
    const asTerms = await hashNow();
    await database.db.execute(sql`update news set usage_terms = '', editor_note = 'Embargoed' where id = ${newsId}`);
    expect(await hashNow()).not.toBe(asTerms);
  });
});
