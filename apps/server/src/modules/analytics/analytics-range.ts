import { ANALYTICS_DEFAULT_DAYS, type AnalyticsQuery } from '@portal/shared';
import { filterRange, nepalDay } from '../../lib/nepal-dates.ts';
import type { ActionScope } from './analytics.repository.ts';
import type { AnalyticsDeps } from './analytics-deps.ts';

export const DAY_MS = 86_400_000;

export type Days = { from: string; to: string };

export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Nepal calendar days a report covers, by default the last ANALYTICS_DEFAULT_DAYS, and the actions in them. */
export function analyticsRange(deps: Pick<AnalyticsDeps, 'now'>) {
  return {
    daysAsked(query: Pick<AnalyticsQuery, 'from' | 'to'>): Days {
      const to = query.to ?? nepalDay(deps.now());
      return { from: query.from ?? shiftDay(to, 1 - ANALYTICS_DEFAULT_DAYS), to };
    },

    scopeOf(days: Days, kind: AnalyticsQuery['kind']): ActionScope {
      const range = filterRange({ date_from: days.from, date_to: days.to }, deps.now());
      return { from: range.from as Date, until: range.until as Date, kind };
    },
  };
}
export type AnalyticsRange = ReturnType<typeof analyticsRange>;
