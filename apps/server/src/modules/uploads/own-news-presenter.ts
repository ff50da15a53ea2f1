import { NEPAL_TIME_ZONE, type OwnNewsDetail, type OwnNewsRow, type OwnNewsStatus } from '@portal/shared';
import type { Cell } from '../../lib/csv-writer.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { namedCategories, presentMedia } from '../content/content-presenter.ts';
import type { MediaRow } from '../media/media.repository.ts';
import { EDITABLE_STATUSES, type NewsRow } from '../news/news.repository.ts';
import type { OwnNewsListRow } from '../news/news-authors.repository.ts';
import { presentPlace } from '../places/place-names.ts';

const STATUS_LABELS: Record<OwnNewsStatus, string> = {
  pending: 'Pending',
  changes_requested: 'Changes requested',
  published: 'Published',
  unpublished: 'Unpublished',
  rejected: 'Rejected',
};

export const isEditable = (row: Pick<NewsRow, 'status'>) => (EDITABLE_STATUSES as readonly string[]).includes(row.status);

export function presentOwnRow(row: OwnNewsListRow, categoryNames: ReadonlyMap<number, string>): OwnNewsRow {
  return {
    id: row.id,
    title: row.title,
    language_id: row.languageId,
    categories_name: namedCategories(row.categoryIds, categoryNames),
    // The column holds the upload time until staff publish the item; it means nothing before that.
    publish_at: row.status === 'pending' ? null : row.publishAt.toISOString(),
    label: STATUS_LABELS[row.status],
    user_name: row.userName,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    place: presentPlace(row),
  };
}

export function presentOwnDetail(
  row: NewsRow,
  files: MediaRow[],
  categoryNames: ReadonlyMap<number, string>,
  links: MediaLinks,
): OwnNewsDetail {
  const attached = files.map((file) => presentMedia(file, links));
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    label: STATUS_LABELS[row.status],
    language_id: row.languageId,
    category_ids: row.categoryIds,
    categories: namedCategories(row.categoryIds, categoryNames),
    images: attached.filter((file) => file.aggregate_type === 'image'),
    videos: attached.filter((file) => file.aggregate_type === 'video'),
    pdf: attached.find((file) => file.aggregate_type === 'pdf') ?? null,
    editable: isEditable(row),
    review_note: row.status === 'changes_requested' || row.status === 'rejected' ? row.reviewNote : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** "2026-05-01 14:30" in Nepal time: sorts as text in a spreadsheet and reads the same everywhere. */
const sheetTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: NEPAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const formatSheetTime = (iso: string | null) => (iso ? sheetTime.format(new Date(iso)) : '');

/** The calendar day in Nepal, for the export's file name. */
export const nepalDay = (instant: Date) => sheetTime.format(instant).slice(0, 10);

/** The export's columns: those of the "Post" table, plus the id. Widths are in characters (XLSX). */
export const EXPORT_COLUMNS = ['ID', 'Title', 'Language', 'Categories', 'Publish date', 'Label', 'User', 'Status', 'Created'];
export const EXPORT_WIDTHS = [8, 60, 10, 30, 17, 12, 24, 12, 17];

export function exportCells(row: OwnNewsRow, languageNames: ReadonlyMap<number, string>): Cell[] {
  const categories = row.categories_name.map((category) => category.name).join(', ');
  return [
    row.id,
    row.title,
    languageNames.get(row.language_id) ?? '',
    categories,
    formatSheetTime(row.publish_at),
    row.label,
    row.user_name,
    row.status,
    formatSheetTime(row.created_at),
  ];
}
