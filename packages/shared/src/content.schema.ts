import { z } from 'zod';
import { parseBsPeriod } from './bikram-sambat.ts';
import { DATE_PRESETS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_RESULT_WINDOW, MAX_SEARCH_LENGTH } from './constants.ts';
import { mediaTopicCode } from './media-topics.schema.ts';
import { messages } from './messages.ts';
import { itemPlace, placeFilterFields } from './places/places.schema.ts';
import { calendarDate, positiveId } from './rules.ts';
import { usageNotice } from './usage-terms.schema.ts';

/** `relevance` ranks a search's first pages (docs/ARCHITECTURE.md "Search"); it needs a query. */
export const CONTENT_SORT_FIELDS = ['publish_at', 'created_at', 'title', 'relevance'] as const;

/** The `filters` of a content list. Unknown keys are dropped; unknown ids simply match nothing. */
export const contentFilters = z
  .object({
    date_from: z.optional(calendarDate),
    date_to: z.optional(calendarDate),
    date_preset: z.enum(DATE_PRESETS).optional(),
    /** A Bikram Sambat month, "2083-08" (Mangsir 2083), or a whole BS year, "2083": its days, in Nepal time. */
    bs_month: z
      .string()
      .refine((text) => parseBsPeriod(text) !== null, messages.bsMonthInvalid)
      .optional(),
    language_id: z.optional(positiveId),
    category_ids: z.array(positiveId).max(20).optional(),
    /** An IPTC Media Topic: items of the categories mapped to it or to a topic narrower than it. */
    media_topic: mediaTopicCode.optional(),
    ...placeFilterFields,
  })
  .refine((filters) => !filters.date_from || !filters.date_to || filters.date_from <= filters.date_to, {
    path: ['date_to'],
    message: messages.dateRangeOrder,
  });
export type ContentFilters = z.infer<typeof contentFilters>;

/** A query-string parameter carrying JSON (SPEC.md §7 `filters`), checked by `schema` once parsed. */
export const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(2000)
    .transform((text, context) => {
      if (text.trim() === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: messages.filtersInvalid });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

type ListShape<Sort extends readonly [string, ...string[]], Filters extends z.ZodType<object>> = {
  sortFields: Sort;
  defaultSort: Sort[number];
  pageSize: number;
  filters: Filters;
};

/** `page` and `rowsPerPage` of every paged list, `pageSize` rows unless asked otherwise. */
export const pageFields = (pageSize: number) => ({
  page: z.coerce.number().int(messages.pageInvalid).min(1, messages.pageInvalid).default(1),
  rowsPerPage: z.coerce
    .number()
    .int(messages.rowsPerPageInvalid)
    .min(1, messages.rowsPerPageInvalid)
    .max(MAX_PAGE_SIZE, messages.rowsPerPageInvalid)
    .default(pageSize),
});

/** The fields of the paging contract of SPEC.md §3 "Pagination" (`page, rowsPerPage, sortBy, descending, query, filters`). */
function pagingFields<Sort extends readonly [string, ...string[]], Filters extends z.ZodType<object>>(list: ListShape<Sort, Filters>) {
  return {
    ...pageFields(list.pageSize),
    sortBy: z.enum(list.sortFields).default(list.defaultSort),
    descending: booleanFlag.default(true),
    query: z.string().trim().max(MAX_SEARCH_LENGTH, messages.maxLength(MAX_SEARCH_LENGTH)).default(''),
    filters: jsonParam(list.filters).prefault(''),
  };
}

const withinWindow: [(query: { page: number; rowsPerPage: number }) => boolean, { path: string[]; message: string }] = [
  (query) => query.page * query.rowsPerPage <= MAX_RESULT_WINDOW,
  { path: ['page'], message: messages.pageTooFar },
];

/** The paging contract for a list with its own sort fields, page size and filters. */
export function pagingQuery<Sort extends readonly [string, ...string[]], Filters extends z.ZodType<object>>(
  list: ListShape<Sort, Filters>,
) {
  return z.object(pagingFields(list)).refine(...withinWindow);
}

/**
 * Every content list: newest published first, 24 a page. `after` (an item's id) continues the list
 * behind that item (keyset paging, for "load more"): items published meanwhile neither repeat nor
 * push one out. A search is ranked, so it pages by number only.
 */
export const pageQuery = z
  .object({
    ...pagingFields({ sortFields: CONTENT_SORT_FIELDS, defaultSort: 'publish_at', pageSize: DEFAULT_PAGE_SIZE, filters: contentFilters }),
    /** Search the words as typed: no "Did you mean" correction. */
    exact: booleanFlag.default(false),
    after: z.optional(positiveId),
  })
  .refine(...withinWindow)
  .refine((query) => query.after === undefined || query.query === '', { path: ['after'], message: messages.afterWithSearch })
  .refine((query) => query.sortBy !== 'relevance' || query.query !== '', { path: ['sortBy'], message: messages.relevanceWithoutSearch });
export type PageQuery = z.infer<typeof pageQuery>;
export type PageQueryInput = z.input<typeof pageQuery>;

/** Side lists of the video page: `id` is the video shown (left out), `cat` its categories (Related). */
export const videoSideQuery = pageQuery.and(
  z.object({
    id: z.optional(positiveId),
    cat: z
      .string()
      .max(200)
      .regex(/^\d+(,\d+)*$/, messages.filtersInvalid)
      .transform((text) => text.split(',').map(Number))
      .optional(),
  }),
);

/** A client's own history of one kind of content (my-activities); `id` leaves one item out (the Watched tab). */
export const activityQuery = pageQuery.and(z.object({ id: z.coerce.number().int().positive().optional() }));

export const idParams = z.object({ id: positiveId });

export const MEDIA_KINDS = ['image', 'video', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A WebP copy of a picture `width` px wide, for `srcset`; `url` is a signed, expiring link. */
export const imageRendition = z.object({ width: z.number().int(), url: z.string() });
export type ImageRendition = z.infer<typeof imageRendition>;

/**
 * A stored file as clients see it: `path` (the original, for download) and `thumbnail` are signed,
 * expiring links; a picture's `renditions` are its WebP copies, narrowest first (none for other files).
 */
export const mediaFile = z.object({
  id: z.number().int(),
  path: z.string(),
  thumbnail: z.string().nullable(),
  renditions: z.array(imageRendition),
  extension: z.string(),
  aggregate_type: z.enum(MEDIA_KINDS),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** What a download is saved as: the id and the extension (SPEC.md §7). */
  download_name: z.string(),
  /** The desk's caption of a picture ('' when none): the print layout prints it under the picture. */
  caption: z.string(),
});
export type MediaFile = z.infer<typeof mediaFile>;

export const categoryRef = z.object({ id: z.number().int(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRef>;

const publishDates = {
  publish_at: z.string(),
  parsed_publish_at: z.string(),
  format_parsed_publish_at: z.string(),
  format_parsed_created_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** Where the searched words are in a text: [start, end) offsets in UTF-16 code units of the text as sent. */
export const highlightRanges = z.array(z.tuple([z.number().int(), z.number().int()]));
export type HighlightRanges = z.infer<typeof highlightRanges>;

/** On a search page, the matched words of a card's title and (news, videos) summary; the web marks them. */
export const cardHighlights = z.object({ title: highlightRanges, meta_description: highlightRanges.optional() });
export type CardHighlights = z.infer<typeof cardHighlights>;

export const newsCard = z.object({
  id: z.number().int(),
  title: z.string(),
  meta_description: z.string(),
  images_count: z.number().int(),
  thumbnail: z.string().nullable(),
  /** The renditions of the thumbnail's picture, uncropped (the card crops it). */
  thumbnail_renditions: z.array(imageRendition),
  categories: z.array(categoryRef),
  language_id: z.number().int(),
  pin: z.boolean(),
  /** Breaking news: the portal shows a prominent notice when it goes out. */
  breaking: z.boolean(),
  /** Urgent: clients who opted in got an SMS when it went out. */
  urgent: z.boolean(),
  auto_post: z.boolean(),
  /** When the agency last corrected the item after publishing it (clients see "Updated"); null if never. */
  revised_at: z.string().nullable(),
  highlights: cardHighlights.optional(),
  ...publishDates,
});
export type NewsCard = z.infer<typeof newsCard>;

export const newsDetail = newsCard.extend({
  content: z.string(),
  status: z.string(),
  user_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  images: z.array(mediaFile),
  videos: z.array(mediaFile),
  pdfs: z.array(mediaFile),
  latest_media_url: z.string().nullable(),
  /** The organisation credited on a client's upload the agency published; null for the agency's own news. */
  source_name: z.string().nullable(),
  /** Where the item is about, both names of each level; null when untagged. */
  place: itemPlace.nullable().optional(),
  ...usageNotice.shape,
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const galleryItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(mediaFile),
  images_count: z.number().int(),
  thumbnail: z.string().nullable(),
  thumbnail_renditions: z.array(imageRendition),
  highlights: cardHighlights.optional(),
  ...publishDates,
});
export type GalleryItem = z.infer<typeof galleryItem>;

export const galleryDetail = galleryItem.extend({
  /** Where the item is about, both names of each level; null when untagged. */
  place: itemPlace.nullable().optional(),
  ...usageNotice.shape,
});
export type GalleryDetail = z.infer<typeof galleryDetail>;

export const videoCard = z.object({
  id: z.number().int(),
  title: z.string(),
  meta_description: z.string(),
  thumbnail: z.string().nullable(),
  thumbnail_renditions: z.array(imageRendition),
  categories: z.array(categoryRef),
  language_id: z.number().int(),
  duration_seconds: z.number().nullable(),
  highlights: cardHighlights.optional(),
  ...publishDates,
});
export type VideoCard = z.infer<typeof videoCard>;

export const videoDetail = videoCard.extend({
  description: z.string(),
  category_ids: z.array(z.number().int()),
  video: z.string(),
  extension: z.string(),
  size: z.number().int(),
  download_name: z.string(),
  /** Where the item is about, both names of each level; null when untagged. */
  place: itemPlace.nullable().optional(),
  ...usageNotice.shape,
});
export type VideoDetail = z.infer<typeof videoDetail>;

/** `activity_by`: the member of the media house who acted on the item last. */
const activityAt = { activity_at: z.string(), activity_by: z.string() };
export const newsActivity = newsCard.extend(activityAt);
export const galleryActivity = galleryItem.extend(activityAt);
export const videoActivity = videoCard.extend(activityAt);
export type NewsActivity = z.infer<typeof newsActivity>;
export type GalleryActivity = z.infer<typeof galleryActivity>;
export type VideoActivity = z.infer<typeof videoActivity>;

const actionText = z.string().trim().min(1).max(100);
const newsActionType = z.coerce.number().int().min(2).max(6);

export const newsActionRequest = z.object({ news_id: positiveId, type: newsActionType, action: actionText });
export const galleryActionRequest = z.object({ gallary_id: positiveId, type: newsActionType, action: actionText });
export const videoActionRequest = z.object({ video_id: positiveId, type: z.coerce.number().int().min(2).max(4), action: actionText });
export type NewsActionRequest = z.infer<typeof newsActionRequest>;
export type GalleryActionRequest = z.infer<typeof galleryActionRequest>;
export type VideoActionRequest = z.infer<typeof videoActionRequest>;

/** `new/v2/news/all`: the older list call with its own parameter names (SPEC.md §7). */
export const legacyNewsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  order_by: z.enum(['asc', 'desc']).default('desc'),
  filters: jsonParam(
    z.object({
      searchQuery: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
      dateFilter: z.union([z.enum(DATE_PRESETS), z.tuple([calendarDate, calendarDate])]).optional(),
      languageFilter: z.optional(positiveId),
      categoryFilter: z.array(positiveId).max(20).optional(),
    }),
  ).default({}),
});
