import { type ItemPlace, type PlaceIds, placeLine } from '@portal/shared';
import { places } from './nepal-places.ts';

/** An item's place as every output presents it: the levels set, each with its English and Nepali name. */
export const presentPlace = (row: PlaceIds): ItemPlace | null => places.placeOf(row);

/** The place of a dateline in the item's language: "Pokhara, Kaski, Gandaki", "पोखरा, कास्की, गण्डकी"; '' without one. */
export const placeLineOf = (row: PlaceIds, languageCode: string): string =>
  placeLine(presentPlace(row), languageCode === 'ne' ? 'ne' : 'en');
