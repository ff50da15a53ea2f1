import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * IPTC Media Topics (http://cv.iptc.org/newscodes/mediatopic/, alias `medtop`): the subjects staff map each
 * category to. Labels are IPTC's in English and the agency's in Nepali, where written.
 */

/** How many topics one category may carry. */
export const MAX_CATEGORY_MEDIA_TOPICS = 10;
export const MEDIA_TOPICS_PAGE_SIZE = 20;

export const mediaTopicCode = z
  .string()
  .trim()
  .regex(/^medtop:\d{8}$/, messages.mediaTopicCodeRule);

export const mediaTopic = z.object({
  /** The qcode, `medtop:` and 8 digits. */
  code: z.string(),
  label_en: z.string(),
  /** The agency's Nepali label; missing where none is written (show the English one). */
  label_ne: z.string().optional(),
  /** The broader topics' codes, nearest first, up to the top level; empty for the 17 top-level topics. */
  broader: z.array(z.string()),
  /** IPTC has retired it (a category may still carry it from before; staff can no longer pick it). */
  retired: z.boolean(),
});
export type MediaTopic = z.infer<typeof mediaTopic>;

/** Search the vocabulary: `q` in a code ("medtop:15", "15000000") or an English or Nepali label; retired topics never. */
export const mediaTopicSearchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(MEDIA_TOPICS_PAGE_SIZE),
});
export type MediaTopicSearchQuery = z.input<typeof mediaTopicSearchQuery>;

/** A category's topics, in the order staff put them; the server refuses unknown and retired codes. */
export const categoryMediaTopicsForm = z.object({
  codes: z
    .array(mediaTopicCode)
    .max(MAX_CATEGORY_MEDIA_TOPICS, messages.mediaTopicsMax(MAX_CATEGORY_MEDIA_TOPICS))
    .superRefine((codes, context) => {
      codes.forEach((code, index) => {
        if (codes.indexOf(code) !== index) context.addIssue({ code: 'custom', message: messages.mediaTopicRepeated, path: [index] });
      });
    }),
});
export type CategoryMediaTopicsForm = z.infer<typeof categoryMediaTopicsForm>;

/** A topic some category maps to, with the categories (by slug) that carry it. */
export const mediaTopicInUse = mediaTopic.extend({ categories: z.array(z.string()) });
export type MediaTopicInUse = z.infer<typeof mediaTopicInUse>;
