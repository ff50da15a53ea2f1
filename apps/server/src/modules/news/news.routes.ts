import {
  contracts,
  DEFAULT_PAGE_SIZE,
  type legacyNewsQuery,
  MAX_RESULT_WINDOW,
  messages,
  type NewsActionRequest,
  type PageQuery,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { conditional } from '../../lib/conditional-answer.ts';
import { ValidationError } from '../../lib/errors.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { engagementRoutes } from '../activity/engagement.routes.ts';
import type { NewsService } from './news.service.ts';

const tags = ['news'];
const { list, facets, pinned, legacyList, detail } = contracts.news;

/** `new/v2/news/all` speaks older parameter names; they map onto the one paging contract. */
function fromLegacyQuery(legacy: z.infer<typeof legacyNewsQuery>): PageQuery {
  if (legacy.page * legacy.per_page > MAX_RESULT_WINDOW) throw ValidationError.field('page', messages.pageTooFar);
  const { searchQuery, dateFilter, languageFilter, categoryFilter } = legacy.filters;
  return {
    page: legacy.page,
    rowsPerPage: legacy.per_page ?? DEFAULT_PAGE_SIZE,
    sortBy: 'publish_at',
    descending: legacy.order_by === 'desc',
    query: searchQuery ?? '',
    exact: false,
    filters: {
      ...(typeof dateFilter === 'string' ? { date_preset: dateFilter } : {}),
      ...(Array.isArray(dateFilter) ? { date_from: dateFilter[0], date_to: dateFilter[1] } : {}),
      ...(languageFilter ? { language_id: languageFilter } : {}),
      ...(categoryFilter ? { category_ids: categoryFilter } : {}),
    },
  };
}

/** Under /api/auth/v2: the agency's news as clients see it (SPEC.md §7 "Lists and lookups"). */
export function newsRoutes(deps: { news: NewsService; activity: ActivityRepository }): FastifyPluginAsyncZod {
  const { news } = deps;
  return async (app) => {
    app.route({
      ...served(list, tags),
      handler: async (request, reply) => conditional(request, reply, await news.list(caller(request), request.query)),
    });
    app.route({ ...served(facets, tags), handler: async (request) => news.facets(caller(request), request.query) });
    app.route({
      ...served(pinned, tags),
      handler: async (request, reply) => conditional(request, reply, await news.pinned(caller(request))),
    });
    app.route({ ...served(legacyList, tags), handler: async (request) => news.list(caller(request), fromLegacyQuery(request.query)) });
    app.route({
      ...served(detail, tags),
      handler: async (request, reply) => conditional(request, reply, { data: await news.detail(caller(request), request.params.id) }),
    });
    await app.register(
      engagementRoutes(deps, {
        kind: 'news',
        contracts: contracts.news,
        tags,
        itemIdOf: (body: NewsActionRequest) => body.news_id,
        assertOpenable: news.assertOpenable,
        cardsById: news.cardsById,
      }),
    );
  };
}
