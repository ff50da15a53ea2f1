import { type District, type ItemPlace, type PlaceIds, placeLine } from '@portal/shared';
import { places } from './nepal-places.ts';

/** An item's place as every output presents it: the levels set, each with its English and Nepali name. */
export const presentPlace = (row: PlaceIds): ItemPlace | null => places.placeOf(row);

/** The language an item's places are named in: Nepali for Nepali items, else English. */
export const placeLanguageOf = (languageCode: string): 'en' | 'ne' => (languageCode === 'ne' ? 'ne' : 'en');

/** A district with its English and Nepali name and its province's id; null for none or an id that is not one of the 77. */
export function presentDistrict(id: number | null): District | null {
  const district = places.district(id);
  return district ? { id: district.id, en: district.en, ne: district.ne, province: district.province } : null;
}

/** The place of a dateline in the item's language: "Pokhara, Kaski, Gandaki", "पोखरा, कास्की, गण्डकी"; '' without one. */
export const placeLineOf = (row: PlaceIds, languageCode: string): string => placeLine(presentPlace(row), placeLanguageOf(languageCode));

export type PlaceLevelName = { level: 'local_level' | 'district' | 'province'; id: number; name: string };

/** The levels of an item's place that are set, most precise first, each named in the item's language; none without a place. */
export function placeLevelsOf(row: PlaceIds, languageCode: string): PlaceLevelName[] {
  const place = presentPlace(row);
  if (!place) return [];
  const language = placeLanguageOf(languageCode);
  const levels = [
    ['local_level', place.local_level],
    ['district', place.district],
    ['province', place.province],
  ] as const;
  return levels.flatMap(([level, named]) => (named ? [{ level, id: named.id, name: named[language] }] : []));
}

/** The term a feed or ninjs names one level by: "district:38". */
export const placeTerm = (level: PlaceLevelName) => `${level.level}:${level.id}`;

/** ninjs 2.1 `places` of an item, most precise first: the name in the item's language, the level and id as `literal`. */
export const ninjsPlacesOf = (row: PlaceIds, languageCode: string): { name: string; rel: string; literal: string }[] =>
  placeLevelsOf(row, languageCode).map((level) => ({ name: level.name, rel: 'about', literal: placeTerm(level) }));
