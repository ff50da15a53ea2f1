import { z } from 'zod';
import { mediaFile } from './content.schema.ts';
import { messages } from './messages.ts';
import { placeTagFields, placeTagValues } from './places/places.schema.ts';
import { optionalText, positiveId } from './rules.ts';
import { MAX_NEWS_ATTACHMENTS, newsUploadFields, OWN_NEWS_STATUSES } from './uploads.schema.ts';
import { usageNoticeFields } from './usage-terms.schema.ts';

/** The agency's own calls for news (SPEC.md §7 generic `api/v1/{model}` with model `news`), staff only. */

export const MAX_CAPTION_LENGTH = 300;
/** Files one desk save may send (a gallery's images; a news item has its own, lower limit). */
export const MAX_DESK_FILES = 50;

const caption = z.pipe(
  optionalText(MAX_CAPTION_LENGTH),
  z.transform((text) => text ?? ''),
);

/**
 * One file of an item in the order the desk gives it: a saved file (`id`) or the n-th file part sent
 * with the save (`file`), with its caption. Saved files left out of the list are removed.
 */
export const deskMediaSlot = z.union([
  z.object({ id: positiveId, caption }),
  z.object({ file: z.number().int().min(0).max(MAX_DESK_FILES), caption }),
]);
export type DeskMediaSlot = z.input<typeof deskMediaSlot>;

/** A saved file as the desk lists it, with its caption. */
export const deskMediaFile = mediaFile.extend({ caption: z.string() });
export type DeskMediaFile = z.infer<typeof deskMediaFile>;

/**
 * POST api/v1/news: the agency publishes a news item (now, or at `publish_at`: embargoed until then).
 * JSON for the fields alone, or multipart: a `data` part with this JSON and `files` parts (images, videos,
 * one PDF) that `media` orders. Without `media` the item's saved files stay as they are.
 */
export const publishNewsRequest = newsUploadFields.pick({ title: true, content: true, language_id: true, category_ids: true }).extend({
  meta_description: optionalText(500),
  pin: z.boolean().default(false),
  /** Open client portals show a prominent notice when the item goes out. */
  breaking: z.boolean().default(false),
  /** Clients who opted in get an SMS when the item becomes usable. */
  urgent: z.boolean().default(false),
  ...usageNoticeFields,
  publish_at: z.iso.datetime({ offset: true, error: messages.dateTimeInvalid }).optional(),
  media: z
    .array(deskMediaSlot)
    .max(MAX_NEWS_ATTACHMENTS + 1, messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS))
    .optional(),
  ...placeTagFields,
});
export type PublishNewsRequest = z.input<typeof publishNewsRequest>;
export type PublishNewsFields = z.infer<typeof publishNewsRequest>;

/** What staff may set an item's status to; pending and rejected belong to the review of client uploads. */
export const EDITABLE_NEWS_STATUSES = ['published', 'unpublished'] as const;

/** PUT api/v1/news/{id}: the whole form again, and whether the item is out. */
export const updateNewsRequest = publishNewsRequest.extend({ status: z.enum(EDITABLE_NEWS_STATUSES) });
export type UpdateNewsRequest = z.input<typeof updateNewsRequest>;
export type UpdateNewsFields = z.infer<typeof updateNewsRequest>;

export const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });

/** One correction: who changed which fields, from what to what. */
export const newsVersion = z.object({
  id: z.number().int(),
  editor_name: z.string().nullable(),
  changes: z.record(z.string(), fieldChange),
  created_at: z.string(),
});
export type NewsVersion = z.infer<typeof newsVersion>;

/** GET api/v1/news/{id}: an item as the agency edits it, with its corrections, newest first. */
export const staffNewsDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  meta_description: z.string(),
  language_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  pin: z.boolean(),
  breaking: z.boolean(),
  urgent: z.boolean(),
  usage_terms: z.string(),
  editor_note: z.string(),
  status: z.enum(OWN_NEWS_STATUSES),
  publish_at: z.string(),
  user_name: z.string(),
  created_at: z.string(),
  revised_at: z.string().nullable(),
  /** Images, videos and the PDF, in the desk's order. */
  media: z.array(deskMediaFile),
  ...placeTagValues,
  versions: z.array(newsVersion),
});
export type StaffNewsDetail = z.infer<typeof staffNewsDetail>;
