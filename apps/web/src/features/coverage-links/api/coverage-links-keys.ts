import type { CoverageLink } from '@portal/shared';

/** A range of Nepal days (AD, `YYYY-MM-DD`), both ends included. */
export type DayRange = { from: string; to: string };

export const coverageLinksKeys = {
  all: ['coverage-links'] as const,
  suggestionsOfAll: () => [...coverageLinksKeys.all, 'suggestions'] as const,
  suggestions: (item: CoverageLink) => [...coverageLinksKeys.suggestionsOfAll(), item.kind, item.id] as const,
  linked: (item: CoverageLink) => [...coverageLinksKeys.all, 'linked', item.kind, item.id] as const,
  rangesOfAll: () => [...coverageLinksKeys.all, 'range'] as const,
  range: (range: DayRange) => [...coverageLinksKeys.rangesOfAll(), range.from, range.to] as const,
};
