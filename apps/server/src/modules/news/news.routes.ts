import {
  DEFAULT_PAGE_SIZE,
  idParams,
  legacyNewsQuery,
  MAX_RESULT_WINDOW,
  messages,
  newsActionRequest,
  newsActivity,
  newsCard,
  newsDetail,
  type PageQuery,
  paged,
  pageQuery,
  single,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conditional } from '../../lib/conditional-answer.ts';
import { ValidationError } from '../../lib/errors.ts';
import { caller } from '../../plugins/guards.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { engagementRoutes } from '../activity/engagement.routes.ts';
import type { NewsService } from './news.service.ts';

const tags = ['news'];

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
    app.get('/client/news', { schema: { tags, querystring: pageQuery, response: { 200: paged(newsCard) } } }, async (request, reply) =>
      conditional(request, reply, await news.list(caller(request), request.query)),
    );
    app.get('/client/news/pin', { schema: { tags, response: { 200: z.object({ data: z.array(newsCard) }) } } }, async (request, reply) =>
      conditional(request, reply, await news.pinned(caller(request))),
    );
    app.get('/new/v2/news/all', { schema: { tags, querystring: legacyNewsQuery, response: { 200: paged(newsCard) } } }, async (request) =>
      news.list(caller(request), fromLegacyQuery(request.query)),
    );
    app.get('/new/v2/news/:id', { schema: { tags, params: idParams, response: { 200: single(newsDetail) } } }, async (request, reply) =>
      conditional(request, reply, { data: await news.detail(caller(request), request.params.id) }),
    );
    await app.register(
      engagementRoutes(deps, {
        kind: 'news',
        segment: 'news',
        actionBody: newsActionRequest,
        itemIdOf: (body) => body.news_id,
        activityItem: newsActivity,
        assertOpenable: news.assertOpenable,
        cardsById: news.cardsById,
      }),
    );
  };
}
