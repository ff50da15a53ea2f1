import { route } from '../api-contract.ts';

/**
 * The live feed of news going out: a stream of server-sent events (one `news` event per item, news-feed.schema.ts),
 * for every signed-in member (any client may list news, SPEC.md §4); no JSON answer.
 */
export const newsFeedContract = {
  stream: route({ method: 'GET', path: '/api/auth/v2/news/feed', access: 'member' }),
};
