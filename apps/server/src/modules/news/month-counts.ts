/**
 * `news_counts` as the news lists keep it in memory: published items per UTC month, language and set
 * of categories, sorted by month. A few hundred rows a month however large the archive grows, so the
 * whole table is read once per content change and any list's whole months are summed here.
 */
export type MonthCount = { month: number; languageId: number; categoryIds: readonly number[]; items: number };

/** Whole months from `from` (inclusive, or the first) to `until` (exclusive) with a list's language and "any of these categories" filters. */
export type MonthsFilter = { from?: Date; until: Date; languageId?: number; categoryIds?: readonly number[] };

/** The index of the first count of a month at or after `month`. */
function firstAtOrAfter(counts: readonly MonthCount[], month: number): number {
  let low = 0;
  let high = counts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((counts[middle] as MonthCount).month < month) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function sumMonths(counts: readonly MonthCount[], filter: MonthsFilter): number {
  const until = filter.until.getTime();
  const { languageId, categoryIds } = filter;
  let total = 0;
  for (let index = filter.from ? firstAtOrAfter(counts, filter.from.getTime()) : 0; index < counts.length; index++) {
    const count = counts[index] as MonthCount;
    if (count.month >= until) break;
    if (languageId && count.languageId !== languageId) continue;
    if (categoryIds && !count.categoryIds.some((id) => categoryIds.includes(id))) continue;
    total += count.items;
  }
  return total;
}
