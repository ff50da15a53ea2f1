import { indexPlaces, nepalPlaces } from '@portal/shared';
import data from '@portal/shared/places/nepal-places.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { NO_PLACE } from '../../../lib/place-value.ts';
import { placeOfTarget, placeTargetOf } from './mapping-target.tsx';

const places = indexPlaces(nepalPlaces.parse(data));
const kaski = places.data.districts.find((district) => district.en === 'Kaski');
const pokhara = places.data.localLevels.find((level) => level.en.startsWith('Pokhara'));

describe('a place mapping target', () => {
  it('names the most precise level chosen, and nothing (the value ignored) without one', () => {
    if (!kaski || !pokhara) throw new Error('places missing');
    expect(placeTargetOf({ province_id: 4, district_id: kaski.id, local_level_id: pokhara.id })).toBe(`local:${pokhara.id}`);
    expect(placeTargetOf({ province_id: 4, district_id: kaski.id, local_level_id: null })).toBe(`district:${kaski.id}`);
    expect(placeTargetOf({ ...NO_PLACE, province_id: 4 })).toBe('province:4');
    expect(placeTargetOf(NO_PLACE)).toBeNull();
  });

  it('reads a saved target back with the levels above it, and nothing from a target it does not know', () => {
    if (!pokhara) throw new Error('places missing');
    const district = places.district(pokhara.district);
    expect(placeOfTarget(places, `local:${pokhara.id}`)).toEqual({
      province_id: district?.province,
      district_id: pokhara.district,
      local_level_id: pokhara.id,
    });
    expect(placeOfTarget(places, 'province:3')).toEqual({ ...NO_PLACE, province_id: 3 });
    expect(placeOfTarget(places, 'ward:3')).toEqual(NO_PLACE);
    expect(placeOfTarget(places, null)).toEqual(NO_PLACE);
    expect(placeOfTarget(undefined, 'province:3')).toEqual(NO_PLACE);
  });
});
