/**
 * `news_counts` as the news lists keep it in memory: published items per period (a quarter of a UTC
 * month), language and set of categories, sorted by period. Some hundreds of rows a period however
 * large the archive grows, so the whole table is read once per content change and any list's whole
 * periods are summed here.
 */
export type PeriodCount = { period: number; languageId: number; categoryIds: readonly number[]; items: number };

/** Whole periods from `from` (inclusive, or the first) to `until` (exclusive) with a list's language and "any of these categories" filters. */
export type PeriodsFilter = { from?: Date; until: Date; languageId?: number; categoryIds?: readonly number[] };

/** The days of a UTC month its periods start on; SQL `news_count_period` (migration 0014) splits months the same way. */
const PERIOD_FIRST_DAYS = [1, 9, 17, 25] as const;

/** The start of the period `instant` falls in. */
export function periodStart(instant: Date): Date {
  const day = instant.getUTCDate();
  const first = PERIOD_FIRST_DAYS.findLast((start) => start <= day) ?? 1;
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), first));
}

/** The start of the period after the one `instant` falls in. */
export function nextPeriodStart(instant: Date): Date {
  const start = periodStart(instant);
  const next = PERIOD_FIRST_DAYS[PERIOD_FIRST_DAYS.indexOf(start.getUTCDate() as (typeof PERIOD_FIRST_DAYS)[number]) + 1];
  return next
    ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), next))
    : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** The index of the first count of a period at or after `period`. */
function firstAtOrAfter(counts: readonly PeriodCount[], period: number): number {
  let low = 0;
  let high = counts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((counts[middle] as PeriodCount).period < period) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sums already made, per snapshot of the table (a new snapshot after each change starts afresh). */
const sums = new WeakMap<readonly PeriodCount[], Map<string, number>>();
/** A crawl of every filter must not make the sums kept for one snapshot grow without end. */
const MAX_SUMS_KEPT = 10_000;

export function sumPeriods(counts: readonly PeriodCount[], filter: PeriodsFilter): number {
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

function addUp(counts: readonly PeriodCount[], filter: PeriodsFilter): number {
  const until = filter.until.getTime();
  const { languageId, categoryIds } = filter;
  let total = 0;
  for (let index = filter.from ? firstAtOrAfter(counts, filter.from.getTime()) : 0; index < counts.length; index++) {
    const count = counts[index] as PeriodCount;
    if (count.period >= until) break;
    if (languageId && count.languageId !== languageId) continue;
    if (categoryIds && !count.categoryIds.some((id) => categoryIds.includes(id))) continue;
    total += count.items;
  }
  return total;
}
