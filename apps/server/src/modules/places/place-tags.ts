import { messages, type PlaceIds, type PlaceTag } from '@portal/shared';
import { ValidationError } from '../../lib/errors.ts';
import { places } from './nepal-places.ts';

const NO_PLACE: PlaceIds = { provinceId: null, districtId: null, localLevelId: null };

/**
 * The place columns of a desk item from what the desk sent: the most precise level fills its parents,
 * and a parent sent along must be the child's. Anything else is a 422 on the field at fault.
 */
export function resolvePlaceTag(tag: PlaceTag): PlaceIds {
  if (tag.local_level_id != null) {
    const localLevel = places.localLevel(tag.local_level_id);
    if (!localLevel) throw ValidationError.field('local_level_id', messages.placeUnknown);
    if (tag.district_id != null && tag.district_id !== localLevel.district) {
      throw ValidationError.field('local_level_id', messages.localLevelNotInDistrict);
    }
    return { ...districtWithProvince(localLevel.district, tag.province_id), localLevelId: localLevel.id };
  }
  if (tag.district_id != null) return { ...districtWithProvince(tag.district_id, tag.province_id), localLevelId: null };
  if (tag.province_id != null) {
    if (!places.province(tag.province_id)) throw ValidationError.field('province_id', messages.placeUnknown);
    return { ...NO_PLACE, provinceId: tag.province_id };
  }
  return NO_PLACE;
}

function districtWithProvince(districtId: number, provinceId: number | null | undefined) {
  const district = places.district(districtId);
  if (!district) throw ValidationError.field('district_id', messages.placeUnknown);
  if (provinceId != null && provinceId !== district.province) throw ValidationError.field('district_id', messages.districtNotInProvince);
  return { provinceId: district.province, districtId: district.id };
}

/** The desk form's fields of an item's place columns. */
export const placeTagOf = (row: PlaceIds) => ({
  province_id: row.provinceId,
  district_id: row.districtId,
  local_level_id: row.localLevelId,
});
