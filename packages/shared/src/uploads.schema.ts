import { z } from 'zod';
import { MAX_UPLOAD_BYTES, OWN_NEWS_PAGE_SIZE } from './constants.ts';
import { categoryRef, contentFilters, mediaFile, pagingQuery } from './content.schema.ts';
import { messages } from './messages.ts';
import { itemPlace } from './places/places.schema.ts';
import { positiveId, requiredText } from './rules.ts';

/** News a client sends to the agency (SPEC.md §2 Add News / Edit News, List of own news). */

/** Attachments (images and videos) one item may carry, besides its one PDF. */
export const MAX_NEWS_ATTACHMENTS = 10;
/** All files of one save together (SPEC.md §8 "Total File size should be less than {size} mb"). */
export const MAX_NEWS_TOTAL_MB = 25;
export const MAX_NEWS_TOTAL_BYTES = MAX_NEWS_TOTAL_MB * 1_048_576;
export const MAX_NEWS_CONTENT_LENGTH = 100_000;
/** What the file pickers offer; the server decides by magic bytes (SPEC.md §5 sample client-site media). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,video/mp4,video/quicktime,video/x-msvideo,.jpg,.jpeg,.png,.mp4,.mov,.avi';
export const PDF_ACCEPT = 'application/pdf,.pdf';
export const ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'mp4', 'mov', 'avi'] as const;

/** `changes_requested`: the agency sent the item back; its author may edit and resubmit it. */
export const OWN_NEWS_STATUSES = ['pending', 'changes_requested', 'published', 'unpublished', 'rejected'] as const;
export type OwnNewsStatus = (typeof OWN_NEWS_STATUSES)[number];

/**
 * The text fields of the multipart save (POST new/v2/news/store, PUT v1/client/news/{id}). Multipart
 * repeats `category_ids` once per category; `keep_media_ids` (edit only) names the saved attachments
 * to keep, every other saved attachment is removed, and a new `pdf` part replaces the saved PDF.
 */
export const newsUploadFields = z.object({
  title: requiredText('Title'),
  content: z.string().max(MAX_NEWS_CONTENT_LENGTH, messages.maxLength(MAX_NEWS_CONTENT_LENGTH)).default(''),
  language_id: z.coerce.number({ error: messages.languageSelect }).int(messages.languageSelect).positive(messages.languageSelect),
  category_ids: z.array(positiveId, { error: messages.atLeastOne }).min(1, messages.atLeastOne).max(20),
  keep_media_ids: z
    .array(positiveId)
    .max(MAX_NEWS_ATTACHMENTS + 1)
    .default([]),
});
export type NewsUploadFields = z.infer<typeof newsUploadFields>;

/** The Add / Edit News form in the browser (files are checked again, by content, on the server). */
export const newsUploadForm = z.object({
  title: requiredText('Title'),
  content: z.string().max(MAX_NEWS_CONTENT_LENGTH, messages.maxLength(MAX_NEWS_CONTENT_LENGTH)),
  language_id: z.string().min(1, messages.languageSelect),
  category_ids: z.array(z.number().int()).min(1, messages.atLeastOne),
});
export type NewsUploadForm = z.infer<typeof newsUploadForm>;

/** A row of the "Post" table (SPEC.md §3 "News list row"). */
export const ownNewsRow = z.object({
  id: z.number().int(),
  title: z.string(),
  language_id: z.number().int(),
  categories_name: z.array(categoryRef),
  publish_at: z.string().nullable(),
  label: z.string(),
  user_name: z.string(),
  status: z.enum(OWN_NEWS_STATUSES),
  created_at: z.string(),
  /** Where the item is about; null when untagged. */
  place: itemPlace.nullable().optional(),
});
export type OwnNewsRow = z.infer<typeof ownNewsRow>;

/** One of the client's own items, as Edit and Show News load it. */
export const ownNewsDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  status: z.enum(OWN_NEWS_STATUSES),
  label: z.string(),
  language_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  categories: z.array(categoryRef),
  images: z.array(mediaFile),
  videos: z.array(mediaFile),
  pdf: mediaFile.nullable(),
  /** Only items pending or sent back for changes can still be changed by their author. */
  editable: z.boolean(),
  /** Why the agency rejected the item or what it asked to change; null until then. */
  review_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnNewsDetail = z.infer<typeof ownNewsDetail>;

export const OWN_NEWS_SORT_FIELDS = ['created_at', 'publish_at', 'title', 'status'] as const;

/** Date range, language and categories as on the content lists, plus the item's status. */
export const ownNewsFilters = contentFilters.safeExtend({ status: z.enum(OWN_NEWS_STATUSES).optional() });
export type OwnNewsFilters = z.infer<typeof ownNewsFilters>;

/** GET v1/client/news: the client's own uploads, 25 a page, sorted and filtered on the server. */
export const ownNewsQuery = pagingQuery({
  sortFields: OWN_NEWS_SORT_FIELDS,
  defaultSort: 'created_at',
  pageSize: OWN_NEWS_PAGE_SIZE,
  filters: ownNewsFilters,
});
export type OwnNewsQuery = z.infer<typeof ownNewsQuery>;
export type OwnNewsQueryInput = z.input<typeof ownNewsQuery>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const MAX_EXPORT_ROWS = 10_000;

/** The Export Options dialog's number of rows (digits only: `e` and `-` are blocked as they are typed). */
export const exportRows = z.coerce
  .number({ error: messages.exportRows })
  .int(messages.exportRows)
  .min(1, messages.exportRows)
  .max(MAX_EXPORT_ROWS, messages.exportRows);

/** GET v1/client/news/export: the list's own filters, how many rows, and the file format. */
export const ownNewsExportQuery = ownNewsQuery.and(z.object({ rows: exportRows, format: z.enum(EXPORT_FORMATS).default('csv') }));
export type OwnNewsExportQuery = z.infer<typeof ownNewsExportQuery>;

/** The export answer: a short-lived link the browser opens. */
export const exportResponse = z.object({ message: z.string(), data: z.object({ url: z.string() }) });
export type ExportResponse = z.infer<typeof exportResponse>;

export const newsSavedResponse = z.object({ message: z.string(), data: ownNewsDetail });

/** The export's signed link (GET v1/exports/{folder}/{name}?expires=&signature=): the link is the permission. */
export const exportLinkParams = z.object({ folder: z.string().max(36), name: z.string().max(100) });
export const exportLinkQuery = z.object({ expires: z.coerce.number().int().positive(), signature: z.string().max(64) });

/** Checks a browser's chosen files before they are sent (the server repeats every check by content). */
export function checkChosenFiles(files: readonly { size: number }[]): string | undefined {
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) return messages.fileTooLarge;
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_NEWS_TOTAL_BYTES) return messages.totalFileSize(MAX_NEWS_TOTAL_MB);
  return undefined;
}
