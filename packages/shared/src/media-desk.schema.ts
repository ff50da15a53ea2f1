import { z } from 'zod';
import { messages } from './messages.ts';
import { itemPlace, placeTagFields, placeTagValues } from './places/places.schema.ts';
import { deskMediaFile, deskMediaSlot, EDITABLE_NEWS_STATUSES, MAX_DESK_FILES } from './publishing.schema.ts';
import { optionalText, positiveId, requiredText } from './rules.ts';
import { usageNoticeFields } from './usage-terms.schema.ts';

/**
 * The desk's saves that carry files (news attachments, galleries, videos) are multipart: a `data` part
 * holding the JSON of the request schema below, and the file parts it names.
 */

/** Images a gallery editor offers (the server decides by magic bytes). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';

const publishAt = z.iso.datetime({ offset: true, error: messages.dateTimeInvalid }).optional();
const status = z.enum(EDITABLE_NEWS_STATUSES);

/** POST / PUT api/v1/galleries: a gallery with its images in order, published now, at `publish_at`, or unpublished. */
export const galleryDeskRequest = z.object({
  title: requiredText('Title'),
  description: z.string().max(5000, messages.maxLength(5000)).default(''),
  publish_at: publishAt,
  status: status.default('published'),
  ...usageNoticeFields,
  media: z.array(deskMediaSlot).min(1, messages.galleryImagesRequired).max(MAX_DESK_FILES, messages.galleryImagesTooMany(MAX_DESK_FILES)),
  ...placeTagFields,
});
export type GalleryDeskRequest = z.input<typeof galleryDeskRequest>;
export type GalleryDeskFields = z.infer<typeof galleryDeskRequest>;

/** POST / PUT api/v1/videos: the `video` part (required to create; replaces on edit) and an optional `poster` image. */
export const videoDeskRequest = z.object({
  title: requiredText('Title'),
  meta_description: optionalText(500),
  description: z.string().max(20_000, messages.maxLength(20_000)).default(''),
  language_id: positiveId,
  category_ids: z.array(positiveId, { error: messages.atLeastOne }).min(1, messages.atLeastOne).max(20),
  publish_at: publishAt,
  status: status.default('published'),
  ...usageNoticeFields,
  duration_seconds: z.number().nonnegative().max(86_400).nullable().optional(),
  ...placeTagFields,
});
export type VideoDeskRequest = z.input<typeof videoDeskRequest>;
export type VideoDeskFields = z.infer<typeof videoDeskRequest>;

/** A row of the galleries or videos desk table. */
export const deskMediaRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  publish_at: z.string(),
  thumbnail: z.string().nullable(),
  images_count: z.number().int(),
  created_at: z.string(),
  place: itemPlace.nullable().optional(),
});
export type DeskMediaRow = z.infer<typeof deskMediaRow>;

/** GET api/v1/galleries/all and api/v1/videos/all: newest first, searched by title. */
export const deskMediaQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(25),
  query: z.string().trim().max(100).default(''),
});
export type DeskMediaQuery = z.infer<typeof deskMediaQuery>;

export const galleryDeskDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  publish_at: z.string(),
  usage_terms: z.string(),
  editor_note: z.string(),
  images: z.array(deskMediaFile),
  ...placeTagValues,
});
export type GalleryDeskDetail = z.infer<typeof galleryDeskDetail>;

export const videoDeskDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  meta_description: z.string(),
  description: z.string(),
  language_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  status: z.string(),
  publish_at: z.string(),
  duration_seconds: z.number().nullable(),
  usage_terms: z.string(),
  editor_note: z.string(),
  video: deskMediaFile.nullable(),
  poster: deskMediaFile.nullable(),
  ...placeTagValues,
});
export type VideoDeskDetail = z.infer<typeof videoDeskDetail>;

export const savedIdResponse = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });
