import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { districts, localLevels, provinces } from '../../db/schema.ts';
import { places } from './nepal-places.ts';

const updated = (names: string[]) => Object.fromEntries(names.map((name) => [name, sql.raw(`excluded.${name}`)]));

/**
 * Fills the places' tables from the data file, in one transaction: rows added, renamed rows updated, so a
 * release with corrected names corrects them at its start. Another instance running the same statements
 * at once waits on the rows' locks and then finds them there (ON CONFLICT), so it cannot fail.
 */
export async function seedPlaces(db: Database) {
  const { data } = places;
  await db.transaction(async (tx) => {
    await tx
      .insert(provinces)
      .values(data.provinces.map((row) => ({ id: row.id, name: row.en, nameNe: row.ne })))
      .onConflictDoUpdate({ target: provinces.id, set: updated(['name', 'name_ne']) });
    await tx
      .insert(districts)
      .values(data.districts.map((row) => ({ id: row.id, provinceId: row.province, name: row.en, nameNe: row.ne })))
      .onConflictDoUpdate({ target: districts.id, set: updated(['province_id', 'name', 'name_ne']) });
    await tx
      .insert(localLevels)
      .values(data.localLevels.map((row) => ({ id: row.id, districtId: row.district, name: row.en, nameNe: row.ne, kind: row.kind })))
      .onConflictDoUpdate({ target: localLevels.id, set: updated(['district_id', 'name', 'name_ne', 'kind']) });
  });
}
