import { describe, expect, it } from 'vitest';
import data from './nepal-places.json' with { type: 'json' };
import { nepalPlaces } from './places.schema.ts';

const places = nepalPlaces.parse(data);

function duplicatesWithin<T extends { en: string; ne: string }>(rows: T[], parentOf: (row: T) => number) {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const row of rows) {
    for (const name of [row.en.toLowerCase(), row.ne]) {
      const key = `${parentOf(row)}|${name}`;
      if (seen.has(key)) duplicates.push(key);
      seen.add(key);
    }
  }
  return duplicates;
}

describe("Nepal's places", () => {
  it('has the 7 provinces, 77 districts and 753 local levels of the 2017 structure', () => {
    expect(places.provinces).toHaveLength(7);
    expect(places.districts).toHaveLength(77);
    expect(places.localLevels).toHaveLength(753);
  });

  it('puts every district in a province and every local level in a district', () => {
    const provinceIds = new Set(places.provinces.map((row) => row.id));
    const districtIds = new Set(places.districts.map((row) => row.id));
    expect(places.districts.filter((row) => !provinceIds.has(row.province))).toEqual([]);
    expect(places.localLevels.filter((row) => !districtIds.has(row.district))).toEqual([]);
    expect(new Set(places.localLevels.map((row) => row.district)).size).toBe(77);
  });

  it('has unique ids and no name twice within one parent, in either language', () => {
    expect(new Set(places.localLevels.map((row) => row.id)).size).toBe(753);
    expect(new Set(places.districts.map((row) => row.id)).size).toBe(77);
    expect(duplicatesWithin(places.districts, () => 0)).toEqual([]);
    expect(duplicatesWithin(places.localLevels, (row) => row.district)).toEqual([]);
  });

  it('has 6 metropolitan cities, 11 sub-metropolitan cities, 276 municipalities and 460 rural municipalities', () => {
    const counts: Record<string, number> = {};
    for (const row of places.localLevels) counts[row.kind] = (counts[row.kind] ?? 0) + 1;
    expect(counts).toEqual({ metropolitan_city: 6, sub_metropolitan_city: 11, municipality: 276, rural_municipality: 460 });
  });

  it('names every place in Devanagari and in Latin letters', () => {
    const all = [...places.provinces, ...places.districts, ...places.localLevels];
    expect(all.filter((row) => !/^[\u0900-\u097F\s().-]+$/.test(row.ne) || !/^[A-Za-z\s()'.-]+$/.test(row.en))).toEqual([]);
  });

  it('carries the current names of the provinces and of the metropolitan cities', () => {
    expect(places.provinces.map((row) => row.en)).toEqual([
      'Koshi',
      'Madhesh',
      'Bagmati',
      'Gandaki',
      'Lumbini',
      'Karnali',
      'Sudurpashchim',
    ]);
    const metropolitan = places.localLevels.filter((row) => row.kind === 'metropolitan_city').map((row) => row.en);
    expect(metropolitan.sort()).toEqual(['Bharatpur', 'Biratnagar', 'Birgunj', 'Kathmandu', 'Lalitpur', 'Pokhara']);
    const pokhara = places.localLevels.find((row) => row.en === 'Pokhara');
    const kaski = places.districts.find((row) => row.id === pokhara?.district);
    expect([pokhara?.ne, kaski?.en, places.provinces.find((row) => row.id === kaski?.province)?.en]).toEqual(['पोखरा', 'Kaski', 'Gandaki']);
  });
});
