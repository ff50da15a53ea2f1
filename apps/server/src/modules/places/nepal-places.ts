import { createHash } from 'node:crypto';
import { indexPlaces, nepalPlaces } from '@portal/shared';
import data from '@portal/shared/places/nepal-places.json' with { type: 'json' };

/** Nepal's places as the data file holds them (packages/shared/src/places), looked up in memory. */
export const places = indexPlaces(nepalPlaces.parse(data));

/** The JSON GET /api/places sends, and its ETag: the file only changes with a release. */
export const placesBody = JSON.stringify(places.data);
export const placesEtag = `"${createHash('sha256').update(placesBody).digest('base64url').slice(0, 22)}"`;
