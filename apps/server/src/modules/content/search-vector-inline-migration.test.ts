import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of.ts';
import { migrateUpTo } from '../../test/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';

let database: TestDatabase;

/** A wire story's words as search_text holds them (a 1 M-item bench seed's item): its vector of ~1.4 kB took its row past 2 kB. */
const STORY =
  'र को काङ्ग्रेस नेपाल कोपाकारी काठमाडौं क्रिकेट पनि मतदान र खडेरी र अदालत र र यो गर्न पक्राउ प्रधानमन्त्री दल फुटबल प्रधानमन्त्री र को र गर्न को त्यो भएको ' +
  'वन्यजन्तु ले र त्यो सरकार बैंक कृषि मतपत्र ले भएको ले त्यो अदालत अस्पताल पनि महंगी मा गृह पुनर्निर्माण स्थानीय र ले छ समिति मौसम परिषद् मा गर्न यो ' +
  'काङ्ग्रेस प्रधानमन्त्री कार्यालय कोपाकारी मा हिमाल गर्न बजार भारत र अदालत गृह र विद्यार्थी त्यो मा पोखरा महिला मा ले भएको वीरगन्ज ले र मन्त्री ' +
  'विद्यालय छ भएको विराटनगर निर्वाचन र र काङ्ग्रेस';

const one = async <Row>(query: SQL) => rowsOf(await database.db.execute(query))[0] as Row;

/** The chunks the news table keeps out of line (its TOAST table's rows). */
async function newsChunksOutOfLine(): Promise<number> {
  const { toast } = await one<{ toast: string }>(sql`select reltoastrelid::regclass::text as toast from pg_class where relname = 'news'`);
  const { chunks } = await one<{ chunks: number }>(sql`select count(*)::int as chunks from ${sql.raw(toast)}`);
  return chunks;
}

const addNews = (title: string) =>
  database.db.execute(sql`insert into news (title, user_id, language_id, status, search_text)
    select ${title}, users.id, languages.id, 'published', ${`${title} ${STORY}`} from users, languages limit 1`);

beforeAll(async () => {
  database = await createTestDatabase({ state: 'empty' });
  await migrateUpTo(database, '0041_search-words-as-written');
  await database.db.execute(
    sql`insert into users (email, full_name, password_hash, role, type, staff_roles) values ('desk@agency.test', 'Desk', 'x', 'staff', 1, '{administrator}')`,
  );
  await database.db.execute(
    sql`insert into languages (name, name_ne, code) select 'English', 'अङ्ग्रेजी', 'en' where not exists (select from languages)`,
  );
  await addNews('before');
});
afterAll(() => database.close());

describe('migration 0042 (search_vector kept in the row)', () => {
  it('moves the vectors of items stored before it out of TOAST, still matching, and keeps new items’ vectors in the row', async () => {
    expect(await newsChunksOutOfLine(), 'before the migration, a story-sized vector is stored out of line').toBeGreaterThan(0);

    await database.migrate();
    await addNews('after');

    expect(await newsChunksOutOfLine()).toBe(0);
    const found = await one<{ titles: string[] }>(
      sql`select array_agg(title order by id) as titles from news where search_vector @@ to_tsquery('simple', 'before | after')`,
    );
    expect(found.titles).toEqual(['before', 'after']);
  });
});
