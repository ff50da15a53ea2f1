import type { PlaceTag } from '@portal/shared';
import type { IngestMappingRow } from './ingest.repository.ts';
import type { IncomingItem } from './ingest-parse.ts';

/** What an item maps to in the portal, or the values no mapping covers (`kind:value`), which hold it for staff. */
export type Mapped = { ok: true; languageId: number; categoryIds: number[]; place: PlaceTag } | { ok: false; unmapped: string[] };

/** A place target as staff keep it: `province:3`, `district:27` or `local:301`. */
export const PLACE_TARGET = /^(province|district|local):([1-9]\d{0,5})$/;

export function placeTagOf(target: string): PlaceTag | undefined {
  const match = PLACE_TARGET.exec(target);
  if (!match) return undefined;
  const id = Number(match[2]);
  if (match[1] === 'province') return { province_id: id };
  return match[1] === 'district' ? { district_id: id } : { local_level_id: id };
}

/** Marks an item's missing value in the unmapped list (an item without any category, say). */
export const NONE = '(none)';

/**
 * Maps an incoming item through the staff's tables. A subject or place with a mapping row is taken (a row without
 * a target ignores the value on purpose); one without a row is unmapped. A language without a row is matched to a
 * portal language by its code (`en-CA` → `en`). An item needs a language and at least one category.
 */
export function mapIncoming(item: IncomingItem, mappings: IngestMappingRow[], languages: { id: number; code: string }[]): Mapped {
  const table = new Map(mappings.map((row) => [`${row.kind}\u0000${row.value}`, row]));
  const lookUp = (kind: IngestMappingRow['kind'], value: string) => table.get(`${kind}\u0000${value}`);
  const unmapped: string[] = [];

  let languageId: number | undefined;
  if (item.language) {
    const row = lookUp('language', item.language);
    const base = item.language.toLowerCase().split('-')[0];
    languageId = row?.target ? Number(row.target) : languages.find((language) => language.code.toLowerCase() === base)?.id;
  }
  if (languageId === undefined) unmapped.push(`language:${item.language ?? NONE}`);

  const categoryIds: number[] = [];
  for (const subject of item.subjects) {
    const row = lookUp('category', subject);
    if (!row) unmapped.push(`category:${subject}`);
    else if (row.target) categoryIds.push(Number(row.target));
  }
  if (categoryIds.length === 0 && !unmapped.some((value) => value.startsWith('category:'))) unmapped.push(`category:${NONE}`);

  let place: PlaceTag = {};
  for (const value of item.places) {
    const row = lookUp('place', value);
    if (!row) unmapped.push(`place:${value}`);
    else if (row.target && Object.keys(place).length === 0) place = placeTagOf(row.target) ?? {};
  }

  if (unmapped.length > 0 || languageId === undefined) return { ok: false, unmapped };
  return { ok: true, languageId, categoryIds: [...new Set(categoryIds)], place };
}
