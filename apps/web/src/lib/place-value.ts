import type { PlacesIndex } from '@portal/shared';

/** An item's or a filter's place: the chosen level and its parents, or nulls. */
export type PlaceValue = { province_id: number | null; district_id: number | null; local_level_id: number | null };
export const NO_PLACE: PlaceValue = { province_id: null, district_id: null, local_level_id: null };
export const hasPlace = (value: PlaceValue) => Object.values(value).some((id) => id !== null);
/** The place of a loaded item as the form holds it; none for a new one. */
export const placeValueOf = (item?: PlaceValue): PlaceValue =>
  item ? { province_id: item.province_id, district_id: item.district_id, local_level_id: item.local_level_id } : NO_PLACE;
/** The place fields a desk sends: the levels set (none set means no place, also on an edit). */
export const placeRequest = (value: PlaceValue): Partial<PlaceValue> =>
  Object.fromEntries(Object.entries(value).filter(([, id]) => id !== null));
/** The value after choosing at one level: a child fills its parents; a parent keeps only the children inside it. */
export function choosePlace(places: PlacesIndex, value: PlaceValue, level: keyof PlaceValue, id: number | null): PlaceValue {
  if (level === 'local_level_id') {
    const localLevel = places.localLevel(id);
    if (!localLevel) return { ...value, local_level_id: null };
    return {
      province_id: places.district(localLevel.district)?.province ?? null,
      district_id: localLevel.district,
      local_level_id: localLevel.id,
    };
  }
  if (level === 'district_id') {
    const district = places.district(id);
    if (!district) return { ...value, district_id: null, local_level_id: null };
    const keepsLevel = places.localLevel(value.local_level_id)?.district === district.id;
    return { province_id: district.province, district_id: district.id, local_level_id: keepsLevel ? value.local_level_id : null };
  }
  const keepsDistrict = id !== null && places.district(value.district_id)?.province === id;
  return keepsDistrict ? { ...value, province_id: id } : { province_id: id, district_id: null, local_level_id: null };
}

/** Whether a place's Nepali or English name holds what was typed. */
export function nameMatches(place: { en: string; ne: string }, typed: string): boolean {
  const wanted = typed.trim().toLowerCase();
  return wanted === '' || place.en.toLowerCase().includes(wanted) || place.ne.includes(wanted);
}
