import { route } from '../api-contract.ts';
import { idParams, pageQuery, videoActionRequest, videoActivity, videoCard, videoDetail, videoSideQuery } from '../content.schema.ts';
import { paged, single } from '../envelopes.ts';
import { searchFacets } from '../search-facets.schema.ts';
import { engagementContract } from './engagement.ts';

/** Videos as clients see them, with the Related (`cat`) and All (`id` left out) side lists of SPEC.md §7, and their views, actions and history. */
export const videosContract = {
  list: route({ method: 'GET', path: '/api/auth/v2/client/videos', access: 'member', query: videoSideQuery, response: paged(videoCard) }),
  /** Counts of a search's matches per category, language, province and date band, as for news. */
  facets: route({ method: 'GET', path: '/api/auth/v2/client/videos/facets', access: 'member', query: pageQuery, response: searchFacets }),
  detail: route({
    method: 'GET',
    path: '/api/auth/v2/client/videos/detail/:id',
    access: 'member',
    params: idParams,
    response: single(videoDetail),
  }),
  ...engagementContract('videos', videoActionRequest, videoActivity),
};
