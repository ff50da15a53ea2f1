import type { District, ItemPlace, LocalLevel, NepalPlaces, Province } from './places.schema.ts';

/** An item's place columns, as the server stores them. */
export type PlaceIds = { provinceId: number | null; districtId: number | null; localLevelId: number | null };

type Named = { id: number; en: string; ne: string };
const nameOf = (row: Named | undefined) => (row ? { id: row.id, en: row.en, ne: row.ne } : null);

/** Nepal's places looked up by id and by parent; built once from the data (server: the file; web: GET /api/places). */
export function indexPlaces(data: NepalPlaces) {
  const provinces = new Map<number, Province>(data.provinces.map((row) => [row.id, row]));
  const districts = new Map<number, District>(data.districts.map((row) => [row.id, row]));
  const localLevels = new Map<number, LocalLevel>(data.localLevels.map((row) => [row.id, row]));
  const districtsOf = (provinceId: number) => data.districts.filter((row) => row.province === provinceId);
  const localLevelsOf = (districtId: number) => data.localLevels.filter((row) => row.district === districtId);

  return {
    data,
    province: (id: number | null | undefined) => (id == null ? undefined : provinces.get(id)),
    district: (id: number | null | undefined) => (id == null ? undefined : districts.get(id)),
    localLevel: (id: number | null | undefined) => (id == null ? undefined : localLevels.get(id)),
    districtsOf,
    localLevelsOf,

    /** The item's place with both names of each level set, or null when it has none. */
    placeOf(ids: PlaceIds): ItemPlace | null {
      if (ids.provinceId == null) return null;
      return {
        province: nameOf(provinces.get(ids.provinceId)),
        district: nameOf(ids.districtId == null ? undefined : districts.get(ids.districtId)),
        local_level: nameOf(ids.localLevelId == null ? undefined : localLevels.get(ids.localLevelId)),
      };
    },
  };
}
export type PlacesIndex = ReturnType<typeof indexPlaces>;

/** A dateline's place, most precise first: "Pokhara, Kaski, Gandaki" or "पोखरा, कास्की, गण्डकी". */
export function placeLine(place: ItemPlace | null, language: 'en' | 'ne'): string {
  if (!place) return '';
  return [place.local_level, place.district, place.province]
    .filter((level) => level !== null)
    .map((level) => level[language])
    .join(', ');
}
