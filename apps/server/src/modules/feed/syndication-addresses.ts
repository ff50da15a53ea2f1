import { WEBSUB_HUB_PATH } from '@portal/shared';

export type SyndicationFormat = 'rss' | 'atom';
/** Which feed of a client: all news, a category's (by slug), or one of its saved searches. */
export type FeedScope = { kind: 'news' } | { kind: 'category'; slug: string } | { kind: 'search'; id: number };
/** One feed address taken apart: the client's secret token, the feed, and its format. */
export type FeedAddress = { token: string; scope: FeedScope; format: SyndicationFormat };

/** What a feed is sent as, on its address and in each WebSub notification of it. */
export const FEED_CONTENT_TYPES: Record<SyndicationFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

const FEEDS_PATH = '/api/feed/rss/';
const ADDRESS = /^([A-Za-z0-9_-]{16,100})\/(?:(news)|categories\/([a-z0-9-]{1,100})|searches\/(\d{1,9}))\.(rss|atom)$/;

export const feedBaseUrl = (publicUrl: string, token: string) => `${publicUrl}${FEEDS_PATH}${token}`;

/** The path of a feed under the client's base address, without its extension. */
export const scopePath = (scope: FeedScope) =>
  scope.kind === 'news' ? 'news' : scope.kind === 'category' ? `categories/${scope.slug}` : `searches/${scope.id}`;

/** A feed's one address: its `rel="self"` link and the WebSub topic subscribers name. */
export const feedUrl = (publicUrl: string, address: FeedAddress) =>
  `${feedBaseUrl(publicUrl, address.token)}/${scopePath(address.scope)}.${address.format}`;

/** Where the feeds' WebSub hub answers (their `rel="hub"` link). */
export const hubUrl = (publicUrl: string) => `${publicUrl}${WEBSUB_HUB_PATH}`;

/** `Link` header of a feed and of each WebSub notification of it: the hub, and the feed's own address. */
export const feedLinkHeader = (publicUrl: string, selfUrl: string) => `<${hubUrl(publicUrl)}>; rel="hub", <${selfUrl}>; rel="self"`;

/**
 * The feed a URL is the address of, or undefined when it is none of the portal's: exactly as `feedUrl` writes it,
 * under PUBLIC_URL, with no query or fragment.
 */
export function parseFeedUrl(publicUrl: string, url: string): FeedAddress | undefined {
  const prefix = `${publicUrl}${FEEDS_PATH}`;
  if (!url.startsWith(prefix)) return undefined;
  const match = ADDRESS.exec(url.slice(prefix.length));
  if (!match) return undefined;
  const [, token = '', news, slug, search, format] = match;
  const scope: FeedScope = news ? { kind: 'news' } : slug ? { kind: 'category', slug } : { kind: 'search', id: Number(search) };
  return { token, scope, format: format as SyndicationFormat };
}
