/**
 * Builds packages/shared/src/places/nepal-places.json, Nepal's 7 provinces, 77 districts and 753 local
 * levels in English and Nepali, from the npm package `states-nepal` (MIT). Run `node scripts/build-nepal-places.ts`;
 * packages/shared/src/places/README.md says what the source is and what is corrected here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SOURCE = 'states-nepal@0.2.0';
const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'packages/shared/src/places/nepal-places.json');

type SourceRow = { id: number; name: string; province_id?: number; district_id?: number; category_id?: number };

const KIND_OF_CATEGORY: Record<number, string> = {
  1: 'metropolitan_city',
  2: 'sub_metropolitan_city',
  3: 'municipality',
  4: 'rural_municipality',
};

/**
 * The source predates the provinces' names (Madhesh 2022, Koshi 2023) and spells a few districts
 * unlike the Survey Department; the names here are the official ones. Keyed by the source's id.
 */
const PROVINCE_NAMES: Record<number, [string, string]> = {
  1: ['Koshi', 'कोशी'],
  2: ['Madhesh', 'मधेश'],
  3: ['Bagmati', 'बागमती'],
  7: ['Sudurpashchim', 'सुदूरपश्चिम'],
};
const DISTRICT_NAMES: Record<number, [string, string]> = {
  5: ['Khotang', 'खोटाङ'],
  8: ['Panchthar', 'पाँचथर'],
  25: ['Dhading', 'धादिङ'],
  44: ['Parbat', 'पर्वत'],
  45: ['Syangja', 'स्याङ्जा'],
  74: ['Achham', 'अछाम'],
};
const LOCAL_LEVEL_NAMES: Record<number, [string, string]> = {
  307: ['Kathmandu', 'काठमाडौं'],
};

function unpackSource(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nepal-places-'));
  const tarball = execFileSync('npm', ['pack', SOURCE, '--silent', '--pack-destination', folder], { encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', path.join(folder, tarball), '-C', folder]);
  return path.join(folder, 'package/lib/cjs/data');
}

function readPair(data: string, entity: string): Array<{ row: SourceRow; ne: string }> {
  const en: SourceRow[] = JSON.parse(fs.readFileSync(path.join(data, entity, 'en.json'), 'utf8'));
  const ne: SourceRow[] = JSON.parse(fs.readFileSync(path.join(data, entity, 'np.json'), 'utf8'));
  // Zero-width joiners (three names carry one) only steer ligatures; they would make a typed search miss the name.
  const neById = new Map(ne.map((row) => [row.id, row.name.replace(/[\u200C\u200D]/g, '').trim()]));
  return en.map((row) => {
    const nameNe = neById.get(row.id);
    if (!nameNe) throw new Error(`${entity} ${row.id} has no Nepali name`);
    return { row, ne: nameNe };
  });
}

function named(id: number, en: string, ne: string, fixes: Record<number, [string, string]>) {
  const [fixedEn, fixedNe] = fixes[id] ?? [en.trim(), ne];
  return { id, en: fixedEn, ne: fixedNe };
}

const data = unpackSource();
const places = {
  source: SOURCE,
  provinces: readPair(data, 'provinces').map(({ row, ne }) => named(row.id, row.name, ne, PROVINCE_NAMES)),
  districts: readPair(data, 'districts').map(({ row, ne }) => ({
    ...named(row.id, row.name, ne, DISTRICT_NAMES),
    province: row.province_id,
  })),
  localLevels: readPair(data, 'municipalities').map(({ row, ne }) => {
    const kind = KIND_OF_CATEGORY[row.category_id ?? 0];
    if (!kind) throw new Error(`local level ${row.id} has an unknown category ${row.category_id}`);
    return { ...named(row.id, row.name, ne, LOCAL_LEVEL_NAMES), district: row.district_id, kind };
  }),
};

// One row a line, as the formatter keeps it: the file stays small and a change reads well in a diff.
const rowLine = (row: object) =>
  `    { ${Object.entries(row)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(', ')} }`;
const rows = (list: object[]) => list.map(rowLine).join(',\n');
fs.writeFileSync(
  target,
  `{\n  "source": ${JSON.stringify(places.source)},\n` +
    `  "provinces": [\n${rows(places.provinces)}\n  ],\n` +
    `  "districts": [\n${rows(places.districts)}\n  ],\n` +
    `  "localLevels": [\n${rows(places.localLevels)}\n  ]\n}\n`,
);
console.log(
  `${places.provinces.length} provinces, ${places.districts.length} districts, ${places.localLevels.length} local levels → ${target}`,
);
