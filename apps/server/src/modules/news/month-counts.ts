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

/** Sums already made, per snapshot of the table (a new snapshot after each change starts afresh). */
const sums = new WeakMap<readonly MonthCount[], Map<string, number>>();
/** A crawl of every filter must not make the sums kept for one snapshot grow without end. */
const MAX_SUMS_KEPT = 10_000;

export function sumMonths(counts: readonly MonthCount[], filter: MonthsFilter): number {
  let known = sums.get(counts);
  if (!known || known.size >= MAX_SUMS_KEPT) {
    known = new Map();
    sums.set(counts, known);
  }
  const key = `${filter.from?.getTime()}-${filter.until.getTime()}-${filter.languageId}-${filter.categoryIds}`;
  let total = known.get(key);
  if (total === undefined) {
    total = addUp(counts, filter);
    known.set(key, total);
  }
  return total;
}

function addUp(counts: readonly MonthCount[], filter: MonthsFilter): number {
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
