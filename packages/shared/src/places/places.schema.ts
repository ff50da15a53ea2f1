import { z } from 'zod';
import { LOCAL_LEVEL_KINDS } from '../constants.ts';
import { positiveId } from '../rules.ts';

/**
 * Nepal's places: 7 provinces, 77 districts, 753 local levels. The data itself is
 * nepal-places.json beside this file; the server serves it once (GET /api/places) so the web's bundle
 * does not carry it.
 */
const placeName = { id: z.number().int(), en: z.string(), ne: z.string() };
export const province = z.object(placeName);
export const district = z.object({ ...placeName, province: z.number().int() });
export const localLevel = z.object({ ...placeName, district: z.number().int(), kind: z.enum(LOCAL_LEVEL_KINDS) });
export type Province = z.infer<typeof province>;
export type District = z.infer<typeof district>;
export type LocalLevel = z.infer<typeof localLevel>;

/** GET /api/places: every place, for the cascading choices. */
export const nepalPlaces = z.object({
  source: z.string(),
  provinces: z.array(province),
  districts: z.array(district),
  localLevels: z.array(localLevel),
});
export type NepalPlaces = z.infer<typeof nepalPlaces>;

const placeId = z.optional(z.nullable(positiveId));

/**
 * Where a desk item is about, as the desks send it: the most precise level chosen is enough (a local level
 * fills its district and province on the server); a parent sent with it must be the child's.
 */
export const placeTagFields = { province_id: placeId, district_id: placeId, local_level_id: placeId };
/** An item's place as the desk's detail sends it back to the form. */
export const placeTagValues = {
  province_id: z.number().int().nullable(),
  district_id: z.number().int().nullable(),
  local_level_id: z.number().int().nullable(),
};
export type PlaceTag = { province_id?: number | null; district_id?: number | null; local_level_id?: number | null };

/** The place filter of the client's lists (`filters` of the paging contract). */
export const placeFilterFields = {
  province: z.optional(positiveId),
  district: z.optional(positiveId),
  local_level: z.optional(positiveId),
};

/** An item's place as the server presents it: the levels set, each with both names. */
const placeLevel = z.object(placeName).nullable();
export const itemPlace = z.object({ province: placeLevel, district: placeLevel, local_level: placeLevel });
export type ItemPlace = z.infer<typeof itemPlace>;
