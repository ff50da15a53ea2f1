import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams, legacyNewsQuery, newsActionRequest, newsActivity, newsCard, newsDetail, pageQuery } from '../content.schema.ts';
import { paged, single } from '../envelopes.ts';
import { searchFacets } from '../search-facets.schema.ts';
import { engagementContract } from './engagement.ts';

/** The agency's news as clients read it (SPEC.md §7 "Lists and lookups"), with its views, actions and history. */
export const newsContract = {
  list: route({ method: 'GET', path: '/api/auth/v2/client/news', access: 'member', query: pageQuery, response: paged(newsCard) }),
  /** Counts of a search's matches per category, language, province and date band, asked beside the list's page (the list never waits for them). */
  facets: route({ method: 'GET', path: '/api/auth/v2/client/news/facets', access: 'member', query: pageQuery, response: searchFacets }),
  pinned: route({
    method: 'GET',
    path: '/api/auth/v2/client/news/pin',
    access: 'member',
    response: z.object({ data: z.array(newsCard) }),
  }),
  /** The older list call with its own parameter names. */
  legacyList: route({
    method: 'GET',
    path: '/api/auth/v2/new/v2/news/all',
    access: 'member',
    query: legacyNewsQuery,
    response: paged(newsCard),
  }),
  detail: route({ method: 'GET', path: '/api/auth/v2/new/v2/news/:id', access: 'member', params: idParams, response: single(newsDetail) }),
  ...engagementContract('news', newsActionRequest, newsActivity),
};
