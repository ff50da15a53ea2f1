/**
 * `news_counts` as the news lists keep it in memory: published items per period (a quarter of a UTC
 * month), language and set of categories. Some hundreds of rows a period however large the archive
 * grows, so the whole table is read once per content change and any list's whole periods are summed here.
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

/**
 * The counts arranged for sums: per group (a language and a set of categories), the running total of
 * its items over the sorted periods, so any run of whole periods is two lookups per group whatever its
 * length (some hundreds of groups, where the rows number tens of thousands).
 */
export type PeriodTotals = {
  /** The start of every period that holds items, ascending. */
  periods: number[];
  groups: { languageId: number; categoryIds: readonly number[]; runningTotal: Int32Array }[];
};

export function periodTotals(counts: readonly PeriodCount[]): PeriodTotals {
  const periods = [...new Set(counts.map((count) => count.period))].sort((a, b) => a - b);
  const periodIndex = new Map(periods.map((period, index) => [period, index]));
  const groups = new Map<string, PeriodTotals['groups'][number]>();
  for (const count of counts) {
    const key = `${count.languageId}:${count.categoryIds}`;
    let group = groups.get(key);
    if (!group) {
      group = { languageId: count.languageId, categoryIds: count.categoryIds, runningTotal: new Int32Array(periods.length + 1) };
      groups.set(key, group);
    }
    const slot = (periodIndex.get(count.period) as number) + 1;
    group.runningTotal[slot] = (group.runningTotal[slot] as number) + count.items;
  }
  for (const { runningTotal } of groups.values()) {
    for (let index = 1; index < runningTotal.length; index++) {
      runningTotal[index] = (runningTotal[index] as number) + (runningTotal[index - 1] as number);
    }
  }
  return { periods, groups: [...groups.values()] };
}

/** How many periods start before `instant`. */
function periodsBefore(periods: readonly number[], instant: number): number {
  let low = 0;
  let high = periods.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((periods[middle] as number) < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function sumPeriods(totals: PeriodTotals, filter: PeriodsFilter): number {
  const from = filter.from ? periodsBefore(totals.periods, filter.from.getTime()) : 0;
  const until = periodsBefore(totals.periods, filter.until.getTime());
  if (until <= from) return 0;
  const { languageId, categoryIds } = filter;
  let total = 0;
  for (const group of totals.groups) {
    if (languageId && group.languageId !== languageId) continue;
    if (categoryIds && !group.categoryIds.some((id) => categoryIds.includes(id))) continue;
    total += (group.runningTotal[until] as number) - (group.runningTotal[from] as number);
  }
  return total;
}
