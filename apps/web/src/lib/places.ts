import { endpoints, type ItemPlace, indexPlaces, type PlacesIndex, placeLine } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from './api-call.ts';

/**
 * Nepal's places (GET /api/places): loaded once, when a place choice or a place first shows, and kept
 * for the session; the server's ETag and a day's cache make another visit cheap.
 */
export const placesQuery = queryOptions({
  queryKey: ['places'],
  queryFn: ({ signal }) => call(endpoints.places.all, { signal }).then(indexPlaces),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The places index, undefined while it loads or while not `needed` (asked once it is). */
export const usePlaces = (needed = true): PlacesIndex | undefined => useQuery({ ...placesQuery, enabled: needed }).data;

/** The language places are named in on screen: the interface's. */
export function usePlaceLanguage(): 'en' | 'ne' {
  const { i18n } = useTranslation();
  return i18n.language === 'ne' ? 'ne' : 'en';
}

/** An item's place as a line in the interface's language, most precise first ("Pokhara, Kaski, Gandaki"); '' without one. */
export function usePlaceLine() {
  const language = usePlaceLanguage();
  return (place: ItemPlace | null | undefined) => placeLine(place ?? null, language);
}
