import { z } from 'zod';
import { DATE_PRESETS } from './constants.ts';
import { TOTAL_RELATIONS } from './envelopes.ts';
import { calendarDate } from './rules.ts';

/**
 * The date bands of a search's facets, newest first. Each but `older` is a preset of the date filter and
 * holds the bands before it (today, the past week, the past month), as news search reads back from now;
 * `older` is everything before the past month.
 */
export const FACET_DATE_BANDS = ['today', 'last_7_days', 'last_30_days', 'older'] as const;
export type FacetDateBand = (typeof FACET_DATE_BANDS)[number];

/** How many matches of a search have this category, language or province (an id of the lookups or places). */
export const facetCount = z.object({ id: z.int(), count: z.int() });
export type FacetCount = z.infer<typeof facetCount>;

/** A date band and the date filter that applies it: a preset, or the last day of `older` (Nepal days, as the list reads them). */
export const facetDateBand = z.object({
  band: z.enum(FACET_DATE_BANDS),
  count: z.int(),
  filters: z.object({ date_preset: z.enum(DATE_PRESETS).optional(), date_to: z.optional(calendarDate) }),
});
export type FacetDateBandCount = z.infer<typeof facetDateBand>;

/**
 * Counts of a search's matches per category, language, province and date band, most first, values
 * without matches left out. `relation`: counted (`exact`, a search of up to 1 000 matches) or scaled from
 * the newest 250 matches to the estimated total (`estimate`, shown as "about").
 */
export const searchFacets = z.object({
  relation: z.enum(TOTAL_RELATIONS),
  categories: z.array(facetCount),
  languages: z.array(facetCount),
  provinces: z.array(facetCount),
  dates: z.array(facetDateBand),
});
export type SearchFacets = z.infer<typeof searchFacets>;
