import { messages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.ts';
import { resolvePlaceTag } from './place-tags.ts';

const POKHARA = 414;
const KASKI = 38;
const GANDAKI = 4;
const KATHMANDU_DISTRICT = 27;
const BAGMATI = 3;

function fieldErrorOf(tag: Parameters<typeof resolvePlaceTag>[0]) {
  try {
    resolvePlaceTag(tag);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return undefined;
}

describe('resolvePlaceTag', () => {
  it('fills the district and the province from a local level, and the province from a district', () => {
    expect(resolvePlaceTag({ local_level_id: POKHARA })).toEqual({ provinceId: GANDAKI, districtId: KASKI, localLevelId: POKHARA });
    expect(resolvePlaceTag({ district_id: KASKI })).toEqual({ provinceId: GANDAKI, districtId: KASKI, localLevelId: null });
    expect(resolvePlaceTag({ province_id: GANDAKI, district_id: KASKI, local_level_id: POKHARA })).toEqual({
      provinceId: GANDAKI,
      districtId: KASKI,
      localLevelId: POKHARA,
    });
    expect(resolvePlaceTag({ province_id: BAGMATI })).toEqual({ provinceId: BAGMATI, districtId: null, localLevelId: null });
    expect(resolvePlaceTag({ province_id: null, district_id: null, local_level_id: null })).toEqual({
      provinceId: null,
      districtId: null,
      localLevelId: null,
    });
  });

  it('refuses a parent that is not the child’s, and unknown ids, on the field at fault', () => {
    expect(fieldErrorOf({ province_id: BAGMATI, district_id: KASKI })).toEqual({ district_id: [messages.districtNotInProvince] });
    expect(fieldErrorOf({ district_id: KATHMANDU_DISTRICT, local_level_id: POKHARA })).toEqual({
      local_level_id: [messages.localLevelNotInDistrict],
    });
    expect(fieldErrorOf({ province_id: BAGMATI, local_level_id: POKHARA })).toEqual({ district_id: [messages.districtNotInProvince] });
    expect(fieldErrorOf({ local_level_id: 754 })).toEqual({ local_level_id: [messages.placeUnknown] });
    expect(fieldErrorOf({ district_id: 78 })).toEqual({ district_id: [messages.placeUnknown] });
    expect(fieldErrorOf({ province_id: 8 })).toEqual({ province_id: [messages.placeUnknown] });
  });
});
