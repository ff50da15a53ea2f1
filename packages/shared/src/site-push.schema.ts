import { z } from 'zod';
import { pagingMeta } from './envelopes.ts';
import { messages } from './messages.ts';
import { itemPlace } from './places/places.schema.ts';
import { positiveId } from './rules.ts';

/** Pushes to client sites (docs/SITE-PUSH.md): signed publish, update and take-down, auto-push and its log. */

export const SITE_PUSH_ACTIONS = ['publish', 'update', 'takedown'] as const;
export type SitePushAction = (typeof SITE_PUSH_ACTIONS)[number];
export const SITE_DELIVERY_STATUSES = ['delivered', 'failed'] as const;
export const SITE_DELIVERIES_PAGE_SIZE = 20;
export const MAX_AUTO_PUSH_RULES = 200;
export const SITE_TITLE_MAX_LENGTH = 255;

const id = z.number().int().positive().max(2_147_483_647);

/** Which item and version a push is about: the key a site finds its post by. */
export const sitePushItem = z.object({
  item_id: id,
  version: z.number().int().positive(),
  uri: z.string(),
  /** Null on a take-down: the item may be gone. */
  published_at: z.string().nullable(),
  updated_at: z.string(),
});

export const sitePushPicture = z.object({ url: z.string(), caption: z.string(), credit: z.string() });

/** The body of a publish or update: the older contract's fields (PROTOCOLS.md "Client sites") and what a CMS needs. */
export const sitePushArticle = z.object({
  action: z.enum(['publish', 'update']),
  portal: sitePushItem,
  title: z.string().min(1).max(SITE_TITLE_MAX_LENGTH),
  description: z.string().min(1),
  summary: z.string(),
  category: z.number().int(),
  portal_categories: z.array(z.object({ id, name: z.string(), slug: z.string() })),
  language: z.string(),
  credit: z.string(),
  /** What the agency allows of the item ("Not for broadcast before 18:00"); '' = the subscription's terms alone. */
  usage_terms: z.string(),
  /** The agency's note for the receiving newsroom, not for publication; '' = none. */
  editor_note: z.string(),
  /** Where the item is about: the levels set, each with its English and Nepali name; null = no place. */
  place: itemPlace.nullable(),
  pictures: z.array(sitePushPicture),
  images: z.array(z.string()),
  videos: z.array(z.string()),
  pdfs: z.array(z.string()),
});
export type SitePushArticle = z.infer<typeof sitePushArticle>;

/** A take-down carries no title, so a receiver of the older contract refuses it instead of posting it. */
export const sitePushTakedown = z.object({ action: z.literal('takedown'), portal: sitePushItem, reason: z.literal('withdrawn') });
export type SitePushTakedown = z.infer<typeof sitePushTakedown>;

export const sitePushBody = z.discriminatedUnion('action', [sitePushArticle, sitePushTakedown]);
export type SitePushBody = z.infer<typeof sitePushBody>;

/** One attempt to push an item to the client's site, kept so the client can see what happened. */
export const siteDelivery = z.object({
  id: z.number().int(),
  news_id: z.number().int(),
  /** The item's title when it was pushed (the item may be gone since). */
  title: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  action: z.enum(SITE_PUSH_ACTIONS),
  version: z.number().int().nullable(),
  automatic: z.boolean(),
  attempt: z.number().int(),
  status: z.enum(SITE_DELIVERY_STATUSES),
  http_status: z.number().int().nullable(),
  message: z.string(),
  /** A failed attempt whose item the site has not taken since: Retry pushes the item as it stands. */
  retryable: z.boolean(),
  created_at: z.string(),
});
export type SiteDelivery = z.infer<typeof siteDelivery>;

/** GET client/news-post/{news_id}/deliveries: every attempt to push one item. */
export const itemDeliveriesParams = z.object({ news_id: positiveId });

export const siteDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(SITE_DELIVERIES_PAGE_SIZE),
});
export type SiteDeliveriesQuery = z.input<typeof siteDeliveriesQuery>;
export const siteDeliveriesPage = z.object({ data: z.array(siteDelivery), meta: pagingMeta });

/** Auto-push: items the agency publishes in `category_id` go to the site under `site_category_id`. */
export const autoPushRule = z.object({
  category_id: id,
  site_category_id: z.number({ error: messages.postCategoryRequired }).int(messages.postCategoryRequired),
});
export type AutoPushRule = z.infer<typeof autoPushRule>;

/** PUT client/my-account/site-auto-push: the whole set, replacing the one before; one rule per portal category. */
export const autoPushRequest = z.object({
  rules: z
    .array(autoPushRule)
    .max(MAX_AUTO_PUSH_RULES)
    .refine((rules) => new Set(rules.map((rule) => rule.category_id)).size === rules.length, messages.autoPushCategoryTwice),
});
export type AutoPushRequest = z.infer<typeof autoPushRequest>;
export const autoPushSettings = z.object({ rules: z.array(autoPushRule) });
export type AutoPushSettings = z.infer<typeof autoPushSettings>;

/** GET integrations/portal-categories: the agency's categories, for a site plugin's category mapping. */
export const portalCategories = z.object({ data: z.array(z.object({ id, name: z.string(), slug: z.string() })) });
