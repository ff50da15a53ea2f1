import { z } from 'zod';
import { FEED_PUBSTATUSES, MAX_SEARCH_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { DEFAULT_NINJS_VERSION, NINJS_VERSIONS, ninjsSchemaUri } from './ninjs-versions.ts';

/** Items a Feed API page holds at most, and by default. */
export const FEED_PAGE_MAX = 100;
export const FEED_PAGE_DEFAULT = 50;
/** Calls one API key may make a minute (answered 429 with Retry-After past it). */
export const FEED_CALLS_PER_MINUTE = 120;
/** Items an RSS or Atom feed lists: the newest readable ones. */
export const SYNDICATION_SIZE = 50;

/**
 * The ninjs 2.x property names that 3.x spells otherwise (IPTC's User Guide, "Property names converted"; the 3.2
 * schema): the server's 3.2 writer and the Developer guide's table both read it.
 */
export const NINJS_3_NAMES = {
  representationtype: 'representationType',
  firstcreated: 'firstCreated',
  versioncreated: 'versionCreated',
  contentcreated: 'contentCreated',
  embargoed: 'embargoedUntil',
  pubstatus: 'pubStatus',
  copyrightholder: 'copyrightHolder',
  copyrightnotice: 'copyrightNotice',
  usageterms: 'usageTerms',
  ednote: 'edNote',
  contenttype: 'contentType',
  charcount: 'charCount',
  wordcount: 'wordCount',
  sizeinbytes: 'sizeInBytes',
  altids: 'altIds',
  infosources: 'infoSources',
  trustindicators: 'trustIndicators',
  contactinfo: 'contactInfo',
  geojson: 'geoJSON',
  rightsinfo: 'rightsInfo',
  digitalsourcetype: 'digitalSourceType',
} as const;

/** `?ninjs=`: checked by the server (400 naming the versions), not here, so that an unknown version is not a 422 of a form. */
export const ninjsVersionParam = z
  .string()
  .optional()
  .meta({
    description: `The IPTC ninjs version to answer in: ${NINJS_VERSIONS.join(', ')} (default ${DEFAULT_NINJS_VERSION}). The same as \`Accept: application/json; profile="${ninjsSchemaUri('3.2')}"\`; the parameter wins over the header.`,
  });

/** `?format=`: the Feed API's answer as ninjs JSON (the default) or as an IPTC NewsML-G2 News Message. */
export const FEED_FORMATS = ['ninjs', 'newsml-g2'] as const;
export const feedFormatParam = z.enum(FEED_FORMATS).optional().meta({
  description:
    "ninjs (JSON, the default) or newsml-g2: an IPTC NewsML-G2 2.35 News Message (`application/vnd.iptc.g2.newsmessage+xml`, which `Accept` may name instead; the parameter wins), each story as its package, text and file items; a page's next cursor is then in the `X-Next-Cursor` header and the message's `headerExtProperty`, and a page with nothing new is 204 (no body).",
});

const ninjsText = z.object({ role: z.string().optional(), contenttype: z.string().optional(), value: z.string() });

const ninjsRendition = z.object({
  name: z.string(),
  href: z.string(),
  contenttype: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  sizeinbytes: z.number().optional(),
});

const ninjsFields = {
  uri: z.string(),
  standard: z.object({ name: z.literal('ninjs'), version: z.string(), schema: z.string() }),
  type: z.enum(['text', 'picture', 'video', 'composite', 'component']),
  representationtype: z.enum(['full', 'partial']).optional(),
  version: z.string(),
  firstcreated: z.string().optional(),
  versioncreated: z.string(),
  pubstatus: z.enum(FEED_PUBSTATUSES),
  urgency: z.number().int().optional(),
  language: z.string().optional(),
  headlines: z.array(ninjsText).optional(),
  descriptions: z.array(ninjsText).optional(),
  bodies: z.array(ninjsText.extend({ charcount: z.number().optional(), wordcount: z.number().optional() })).optional(),
  subjects: z.array(z.object({ name: z.string(), uri: z.string(), literal: z.string(), rel: z.string() })).optional(),
  places: z.array(z.object({ name: z.string(), rel: z.string(), literal: z.string() })).optional(),
  renditions: z.array(ninjsRendition).optional(),
  copyrightholder: z.string().optional(),
  copyrightnotice: z.string().optional(),
  usageterms: z.string().optional(),
  ednote: z.string().optional(),
  by: z.string().optional(),
};

/** An IPTC ninjs 2.1 or 2.3 news object as the Feed API sends it (the same names; `standard.version` tells which): the item, its files as `associations`. */
export const ninjs = z
  .object({ ...ninjsFields, associations: z.array(z.object({ ...ninjsFields, name: z.string() })).optional() })
  .meta({ description: 'An IPTC ninjs 2.1 (default) or 2.3 news object (https://iptc.org/std/ninjs/)' });
export type NinjsObject = z.infer<typeof ninjs>;

const ninjs3Text = z.object({ role: z.string().optional(), contentType: z.string().optional(), value: z.string() });

/** The same object in ninjs 3.x names (camelCase: `versionCreated`, `pubStatus`, `contentType`, `sizeInBytes`…). */
const ninjs3Fields = {
  uri: z.string(),
  standard: z.object({ name: z.literal('ninjs'), version: z.string(), schema: z.string() }),
  type: z.enum(['text', 'picture', 'video', 'composite', 'component']),
  representationType: z.enum(['full', 'partial']).optional(),
  version: z.string(),
  firstCreated: z.string().optional(),
  versionCreated: z.string(),
  pubStatus: z.enum(FEED_PUBSTATUSES),
  urgency: z.number().int().optional(),
  language: z.string().optional(),
  headlines: z.array(ninjs3Text).optional(),
  descriptions: z.array(ninjs3Text).optional(),
  bodies: z.array(ninjs3Text.extend({ charCount: z.number().int().optional(), wordCount: z.number().int().optional() })).optional(),
  subjects: z.array(z.object({ name: z.string(), uri: z.string(), literal: z.string(), rel: z.string() })).optional(),
  places: z.array(z.object({ name: z.string(), rel: z.string(), literal: z.string() })).optional(),
  renditions: z
    .array(
      z.object({
        name: z.string(),
        href: z.string(),
        contentType: z.string(),
        width: z.number().int().optional(),
        height: z.number().int().optional(),
        sizeInBytes: z.number().int().optional(),
      }),
    )
    .optional(),
  copyrightHolder: z.string().optional(),
  copyrightNotice: z.string().optional(),
  usageTerms: z.string().optional(),
  edNote: z.string().optional(),
  by: z.string().optional(),
};

/** An IPTC ninjs 3.2 news object, as sent when asked for (`?ninjs=3.2`). */
export const ninjs3 = z
  .object({ ...ninjs3Fields, associations: z.array(z.object({ ...ninjs3Fields, name: z.string() })).optional() })
  .meta({ description: 'An IPTC ninjs 3.2 news object (https://iptc.org/std/ninjs/), when asked for' });
export type Ninjs3Object = z.infer<typeof ninjs3>;

/** A news object in the version the client asked for. */
export const ninjsDocument = z.union([ninjs, ninjs3]);

/**
 * `GET /api/feed/v1/items`. Without `since`: the newest `limit` usable items, newest first, and the
 * cursor to poll from. With `since`: what changed after the cursor, oldest first.
 */
export const feedItemsQuery = z.object({
  since: z.string().max(100).optional().meta({ description: 'A `next_cursor` of an earlier answer' }),
  category: z.string().max(100).optional().meta({ description: 'A category id or slug' }),
  language: z.string().max(10).optional().meta({ description: 'A language code: ne or en' }),
  topic: z.string().max(100).optional().meta({
    description:
      'An IPTC Media Topic, medtop: and 8 digits (medtop:11000000): items of categories mapped to it or to any narrower topic (politics matches elections); an unknown or retired code is a 400',
  }),
  q: z.string().max(MAX_SEARCH_LENGTH).optional().meta({
    description:
      'Search words; every word must occur (as a word or its beginning); a word in Latin letters also matches its Devanagari reading (sarkar: सरकार)',
  }),
  limit: z.coerce
    .number()
    .int(messages.feedLimitRule(FEED_PAGE_MAX))
    .min(1, messages.feedLimitRule(FEED_PAGE_MAX))
    .max(FEED_PAGE_MAX, messages.feedLimitRule(FEED_PAGE_MAX))
    .default(FEED_PAGE_DEFAULT),
  ninjs: ninjsVersionParam,
  format: feedFormatParam,
});
export type FeedItemsQuery = z.infer<typeof feedItemsQuery>;

export const feedItemsPage = z.object({ items: z.array(ninjsDocument), next_cursor: z.string() });
export type FeedItemsPage = z.infer<typeof feedItemsPage>;

export const feedItemParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const feedItemQuery = z.object({ ninjs: ninjsVersionParam, format: feedFormatParam });

/** A Feed API key as My Account lists it: never the key itself, only its first characters. */
export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const API_KEY_NAME_MAX = 60;
export const createApiKeyRequest = z.object({
  name: z.string().trim().min(1, messages.required).max(API_KEY_NAME_MAX, messages.maxLength(API_KEY_NAME_MAX)),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKey = apiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

const feedUrls = z.object({ rss: z.string(), atom: z.string() });

/**
 * A client's RSS and Atom addresses: `base_url` holds the secret; a saved search's feeds are
 * `{base_url}/searches/{id}.rss` and `.atom`.
 */
export const feedToken = z.object({
  base_url: z.string(),
  all: feedUrls,
  categories: z.array(feedUrls.extend({ id: z.number().int(), name: z.string(), name_ne: z.string(), slug: z.string() })),
});
export type FeedToken = z.infer<typeof feedToken>;

/** An RSS or Atom feed's address: the client's secret token and the file (`news.rss`, `sports.atom`, `12.rss`). */
export const syndicationFileParams = z.object({ token: z.string().max(100), file: z.string().max(200) });
