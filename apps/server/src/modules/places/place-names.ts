import { type District, type ItemPlace, type PlaceIds, placeLine } from '@portal/shared';
import { places } from './nepal-places.ts';

/** An item's place as every output presents it: the levels set, each with its English and Nepali name. */
export const presentPlace = (row: PlaceIds): ItemPlace | null => places.placeOf(row);

/** A district with its English and Nepali name and its province's id; null for none or an id that is not one of the 77. */
export function presentDistrict(id: number | null): District | null {
  const district = places.district(id);
  return district ? { id: district.id, en: district.en, ne: district.ne, province: district.province } : null;
}

/** The place of a dateline in the item's language: "Pokhara, Kaski, Gandaki", "पोखरा, कास्की, गण्डकी"; '' without one. */
export const placeLineOf = (row: PlaceIds, languageCode: string): string =>
  placeLine(presentPlace(row), languageCode === 'ne' ? 'ne' : 'en');

/** ninjs 2.1 `places` of an item, most precise first: the name in the item's language, the level and id as `literal`. */
export function ninjsPlacesOf(row: PlaceIds, languageCode: string): { name: string; rel: string; literal: string }[] {
  const place = presentPlace(row);
  if (!place) return [];
  const language = languageCode === 'ne' ? 'ne' : 'en';
  const levels = [
    ['local_level', place.local_level],
    ['district', place.district],
    ['province', place.province],
  ] as const;
  return levels.flatMap(([level, named]) => (named ? [{ name: named[language], rel: 'about', literal: `${level}:${named.id}` }] : []));
}
