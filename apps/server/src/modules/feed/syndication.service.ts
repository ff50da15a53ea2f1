import { type FeedToken, itemWebUrl, messages, SYNDICATION_SIZE } from '@portal/shared';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import { leadOf } from '../../lib/rich-text.ts';
import type { SecretAddresses } from '../../lib/secret-addresses.ts';
import { type ContentPolicy, houseMachine } from '../content/content.policy.ts';
import { usageNoticeLines } from '../content/usage-notice-lines.ts';
import { placeLevelsOf, placeTerm } from '../places/place-names.ts';
import type { FeedItem, FeedItemsRepository } from './feed-items.repository.ts';
import { servedSizeOf } from './ninjs.ts';
import type { SyndicationFilter, SyndicationRepository } from './syndication.repository.ts';
import { type FeedScope, feedBaseUrl, feedUrl, hubUrl, type SyndicationFormat, scopePath } from './syndication-addresses.ts';
import { atomDocument, rssDocument, type SyndicationEntry } from './syndication-xml.ts';

export type { FeedScope, SyndicationFormat } from './syndication-addresses.ts';
/** Whose feed an address opens (the token's holder, their house), and what the feed is narrowed to (a WebSub subscription keeps the ids). */
export type FeedReader = {
  userId: number;
  houseId: number;
  title: string;
  filter: SyndicationFilter;
  categoryId?: number;
  searchId?: number;
};

/**
 * RSS 2.0 and Atom feeds at a secret address per client (lib/secret-addresses.ts: the token in the path is the
 * credential, sealed to be shown again, found by its SHA-256; rotating stops the old addresses at once).
 */
export function createSyndicationService(deps: {
  addresses: SecretAddresses;
  syndication: SyndicationRepository;
  feedItems: FeedItemsRepository;
  policy: ContentPolicy;
  links: MediaLinks;
  publicUrl: string;
  agencyName: string;
  now: () => Date;
}) {
  const baseUrlOf = (token: string) => feedBaseUrl(deps.publicUrl, token);
  /** The places' vocabulary: GET /api/places lists every level by id. */
  const placesScheme = `${deps.publicUrl}/api/places`;

  async function addresses(token: string): Promise<FeedToken> {
    const base = baseUrlOf(token);
    const urls = (path: string) => ({ rss: `${base}/${path}.rss`, atom: `${base}/${path}.atom` });
    const categories = await deps.syndication.categories();
    return {
      base_url: base,
      all: urls('news'),
      categories: categories.map((category) => ({
        id: category.id,
        name: category.name,
        name_ne: category.nameNe,
        slug: category.slug,
        ...urls(`categories/${category.slug}`),
      })),
    };
  }

  function entryOf(item: FeedItem): SyndicationEntry {
    const picture =
      item.files.find((file) => file.role === 'main' && file.kind === 'image') ?? item.files.find((file) => file.kind === 'image');
    const link = itemWebUrl(deps.publicUrl, 'news', item.id);
    return {
      uri: link,
      link,
      title: item.title,
      summary: [...usageNoticeLines(item), item.metaDescription || leadOf(item.content)].filter(Boolean).join('\n\n'),
      rights: item.usageTerms,
      published: item.publishAt,
      updated: item.revisedAt ?? item.publishAt,
      categories: item.categories,
      places: placeLevelsOf(item, item.languageCode).map((level) => ({ scheme: placesScheme, term: placeTerm(level), name: level.name })),
      ...(picture
        ? { enclosure: { href: deps.links.sign(picture.path, deps.publicUrl), type: picture.mime, size: servedSizeOf(picture) } }
        : {}),
    };
  }

  async function scopeOf(userId: number, scope: FeedScope): Promise<Omit<FeedReader, 'userId' | 'houseId'>> {
    if (scope.kind === 'news') return { title: 'All news', filter: {} };
    if (scope.kind === 'category') {
      const category = await deps.syndication.categoryBySlug(scope.slug);
      if (!category) throw new NotFoundError();
      return { title: category.name, filter: { categoryIds: [category.id] }, categoryId: category.id };
    }
    const search = await deps.syndication.savedSearch(userId, scope.id);
    if (!search) throw new NotFoundError();
    return { title: search.name, filter: search.filter, searchId: scope.id };
  }

  /** 404 for an unknown token, category or saved search, 403 when the client may not read news now. */
  async function readerOf(token: string, scope: FeedScope): Promise<FeedReader> {
    const holder = await deps.addresses.holderOf(token);
    if (!holder) throw new NotFoundError();
    if (holder.suspended) throw new ForbiddenError(messages.accountSuspended);
    await deps.policy.assertCanOpen(houseMachine(holder.houseId, holder.staff), 'News');
    return { userId: holder.userId, houseId: holder.houseId, ...(await scopeOf(holder.userId, scope)) };
  }

  return {
    /** The client's addresses, making its token on the first call. */
    async addressesOf(userId: number): Promise<FeedToken> {
      return addresses(await deps.addresses.tokenOf(userId));
    },

    async rotate(userId: number): Promise<FeedToken> {
      return addresses(await deps.addresses.rotate(userId));
    },

    readerOf,

    /** A feed's XML; 404 for an unknown token, category or saved search, 403 when the client may not read news now. */
    async document(token: string, scope: FeedScope, format: SyndicationFormat): Promise<string> {
      const { userId, title, filter } = await readerOf(token, scope);
      const now = deps.now();
      const ids = await deps.syndication.newestIds(filter, now, SYNDICATION_SIZE);
      const items = await deps.feedItems.readable(ids, now);
      const entries = ids.flatMap((id) => {
        const item = items.get(id);
        return item ? [entryOf(item)] : [];
      });
      const path = scopePath(scope);
      const channel = {
        title: `${deps.agencyName}: ${title}`,
        description: `${title} from ${deps.agencyName}`,
        selfUrl: feedUrl(deps.publicUrl, { token, scope, format }),
        hubUrl: hubUrl(deps.publicUrl),
        siteUrl: `${deps.publicUrl}/news`,
        author: deps.agencyName,
        updated: entries.length === 0 ? now : new Date(Math.max(...entries.map((entry) => entry.updated.getTime()))),
      };
      return format === 'rss'
        ? rssDocument(channel, entries)
        : atomDocument({ ...channel, id: `${deps.publicUrl}/feeds/${userId}/${path}` }, entries);
    },
  };
}
export type SyndicationService = ReturnType<typeof createSyndicationService>;
