import type { OwnNewsExportQuery } from '@portal/shared';
import { toCsv } from '../../../lib/csv-writer.ts';
import type { ExportLink } from '../../../lib/export-files.ts';
import { toXlsx } from '../../../lib/xlsx-writer.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { EXPORT_COLUMNS, EXPORT_WIDTHS, exportCells, nepalDay, presentOwnRow } from '../own-news-presenter.ts';
import type { UploadsDeps } from './shared.ts';

/** The Export of the List of own news, and the file behind its link. */
export function createExportOwnNews(deps: Pick<UploadsDeps, 'lists' | 'lookups' | 'exportFiles' | 'now'>) {
  const { lists, lookups, now } = deps;

  return {
    /** The first `rows` rows of the caller's list as filtered and sorted, written as a file behind a short-lived link. */
    async export(caller: Authenticated, query: OwnNewsExportQuery): Promise<ExportLink> {
      const [rows, names, languages] = await Promise.all([
        lists.list(caller.user.houseId, query, { offset: 0, limit: query.rows }, now()),
        lookups.categoryNames(),
        lookups.languages(),
      ]);
      const languageNames = new Map(languages.map((language) => [language.id, language.name]));
      const table = [EXPORT_COLUMNS, ...rows.map((row) => exportCells(presentOwnRow(row, names), languageNames))];
      const data = query.format === 'xlsx' ? toXlsx('News', table, EXPORT_WIDTHS) : toCsv(table);
      return deps.exportFiles.save(`news-export-${nepalDay(now())}.${query.format}`, data);
    },

    exportFile: (link: ExportLink) => deps.exportFiles.resolve(link),
  };
}
