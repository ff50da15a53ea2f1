import { describe, expect, it } from 'vitest';
import { feedLinkHeader, feedUrl, hubUrl, parseFeedUrl } from './syndication-addresses.ts';

const PUBLIC = 'https://portal.example';
const TOKEN = 'k3Y_-abcdefghijklmnopqrstuvwxyz0123456789AB';

describe('feed addresses as WebSub topics', () => {
  it.each([
    [{ kind: 'news' } as const, 'rss' as const, `${PUBLIC}/api/feed/rss/${TOKEN}/news.rss`],
    [
      { kind: 'category', slug: 'sports-and-games' } as const,
      'atom' as const,
      `${PUBLIC}/api/feed/rss/${TOKEN}/categories/sports-and-games.atom`,
    ],
    [{ kind: 'search', id: 42 } as const, 'rss' as const, `${PUBLIC}/api/feed/rss/${TOKEN}/searches/42.rss`],
  ])('writes and reads back the %o feed', (scope, format, url) => {
    expect(feedUrl(PUBLIC, { token: TOKEN, scope, format })).toBe(url);
    expect(parseFeedUrl(PUBLIC, url)).toEqual({ token: TOKEN, scope, format });
  });

  it.each([
    ['another host', `https://elsewhere.example/api/feed/rss/${TOKEN}/news.rss`],
    ['plain http of the same host', `http://portal.example/api/feed/rss/${TOKEN}/news.rss`],
    ['a query', `${PUBLIC}/api/feed/rss/${TOKEN}/news.rss?x=1`],
    ['a fragment', `${PUBLIC}/api/feed/rss/${TOKEN}/news.rss#top`],
    ['another format', `${PUBLIC}/api/feed/rss/${TOKEN}/news.json`],
    ['another feed name', `${PUBLIC}/api/feed/rss/${TOKEN}/all.rss`],
    ['a short token', `${PUBLIC}/api/feed/rss/abc/news.rss`],
    ['a path climbing out', `${PUBLIC}/api/feed/rss/${TOKEN}/categories/../news.rss`],
    ['an encoded slug', `${PUBLIC}/api/feed/rss/${TOKEN}/categories/sp%6Frts.rss`],
    ['a search that is no number', `${PUBLIC}/api/feed/rss/${TOKEN}/searches/x1.rss`],
  ])('is no feed address with %s', (_name, url) => {
    expect(parseFeedUrl(PUBLIC, url)).toBeUndefined();
  });

  it('links the hub and the feed itself in one Link header', () => {
    expect(hubUrl(PUBLIC)).toBe('https://portal.example/api/websub/hub');
    expect(feedLinkHeader(PUBLIC, `${PUBLIC}/api/feed/rss/${TOKEN}/news.rss`)).toBe(
      `<https://portal.example/api/websub/hub>; rel="hub", <${PUBLIC}/api/feed/rss/${TOKEN}/news.rss>; rel="self"`,
    );
  });
});
