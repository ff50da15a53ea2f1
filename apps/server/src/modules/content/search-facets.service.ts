import { type ContentType, messages, type PageQuery, type SearchFacets } from '@portal/shared';
import { ValidationError } from '../../lib/errors.ts';
import { searchTerms } from '../../lib/search-terms.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentDeps } from './content-deps.ts';
import type { FacetsSearch } from './search-facets.ts';

/**
 * The facets of a content list's search, for whoever may read the list. They depend on the words and
 * filters only, not the page, so the content cache keeps one answer for every page and every client.
 */
export function createSearchFacetsService(
  deps: Pick<ContentDeps, 'cache' | 'policy' | 'topicCodes' | 'now'>,
  contentType: ContentType,
  /** The list's read model: content/search-facets.ts `readSearchFacets` over its table. */
  read: (search: FacetsSearch) => Promise<SearchFacets>,
) {
  return async (caller: Authenticated, query: PageQuery): Promise<SearchFacets> => {
    await deps.policy.assertCanList(caller, contentType);
    if (searchTerms(query.query).length === 0) throw ValidationError.field('query', messages.facetsWithoutSearch);
    const key = `facets:${contentType}:${JSON.stringify([query.query, query.exact, query.filters])}`;
    return deps.cache.get(key, () => read({ query, topicCodes: deps.topicCodes(query.filters), now: deps.now() }));
  };
}
