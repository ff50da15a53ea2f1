import { type AnalyticsExportQuery, MAX_RESULT_WINDOW } from '@portal/shared';
import { type Cell, toCsv } from '../../../lib/csv-writer.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import type { AnalyticsRange } from '../analytics-range.ts';
import type { DaySummary } from './day-summary.ts';

const FIGURE_HEADINGS = ['Views', 'Copies', 'Downloads', 'Posts to site'];

const figureCells = (row: { views: number; copies: number; downloads: number; posts: number }): Cell[] => [
  row.views,
  row.copies,
  row.downloads,
  row.posts,
];

/** One report as the text of a CSV file, named after it and its days. */
export function exportReport(deps: Pick<AnalyticsDeps, 'repository' | 'audit' | 'db'> & { range: AnalyticsRange; summary: DaySummary }) {
  const { repository, range } = deps;

  /** Everything the export of one report holds, as rows of cells under a heading row. */
  async function reportRows(query: AnalyticsExportQuery): Promise<Cell[][]> {
    const scope = range.scopeOf(range.daysAsked(query), query.kind);
    const everything = { limit: MAX_RESULT_WINDOW, offset: 0 };
    switch (query.report) {
      case 'items': {
        const rows = await repository.perItem(scope, { sortBy: 'views', descending: true }, everything);
        return [
          ['Kind', 'Item ID', 'Title', ...FIGURE_HEADINGS],
          ...rows.map((row) => [row.kind, row.itemId, row.title, ...figureCells(row)]),
        ];
      }
      case 'clients': {
        const { rows } = await repository.perClient(scope, { sortBy: 'views', descending: true }, everything);
        return [
          ['Client ID', 'Name', 'Company', 'Email', ...FIGURE_HEADINGS],
          ...rows.map((row) => [row.id, row.fullName, row.companyName, row.email, ...figureCells(row)]),
        ];
      }
      case 'categories': {
        const rows = await repository.perCategory(scope);
        return [['Category ID', 'Category', ...FIGURE_HEADINGS], ...rows.map((row) => [row.id, row.name, ...figureCells(row)])];
      }
      case 'days': {
        const { days: perDay } = await deps.summary(query);
        return [['Day', ...FIGURE_HEADINGS], ...perDay.map((row) => [row.day, ...figureCells(row)])];
      }
    }
  }

  return async (query: AnalyticsExportQuery): Promise<{ name: string; text: string }> => {
    const days = range.daysAsked(query);
    const rows = await reportRows(query);
    // The file leaves the portal: who took which report of which days is kept.
    await deps.audit.record(deps.db, {
      action: 'analytics.export',
      object: { type: 'analytics_report', id: query.report },
      after: { ...days, kind: query.kind ?? null, rows: rows.length - 1 },
    });
    return { name: `analytics-${query.report}-${days.from}-to-${days.to}.csv`, text: toCsv(rows).toString('utf8') };
  };
}
