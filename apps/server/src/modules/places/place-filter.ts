import type { ContentFilters } from '@portal/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { galleries, news, videos } from '../../db/schema.ts';
import { places } from './nepal-places.ts';

type PlacedTable = typeof news | typeof galleries | typeof videos;

/**
 * The WHERE of a list filtered by place (the most precise level given decides). A local level also
 * names its district, so the planner can walk the district's partial index (news_district_published_idx)
 * instead of scanning every published item for a local level.
 */
export function placeConditions(table: PlacedTable, filters: ContentFilters): SQL[] {
  if (filters.local_level) {
    const district = places.localLevel(filters.local_level)?.district;
    return [eq(table.localLevelId, filters.local_level), ...(district ? [eq(table.districtId, district)] : [])];
  }
  if (filters.district) return [eq(table.districtId, filters.district)];
  if (filters.province) return [eq(table.provinceId, filters.province)];
  return [];
}

export const hasPlaceFilter = (filters: ContentFilters) => Boolean(filters.local_level || filters.district || filters.province);
