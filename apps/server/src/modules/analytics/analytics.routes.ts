import {
  analyticsCategories,
  analyticsClientRow,
  analyticsClientsQuery,
  analyticsExportQuery,
  analyticsItemRow,
  analyticsItemsQuery,
  analyticsQuery,
  analyticsSummary,
  feedCallsAnswer,
  feedCallsQuery,
  inactiveClientRow,
  inactiveClientsQuery,
  paged,
  topItems,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalyticsService } from './analytics.service.ts';

/** Under /api/v1: the staff console's analytics. Staff only: clients get 403, guests 401. */
export function analyticsRoutes(deps: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  const { analytics } = deps;
  const tags = ['analytics'];
  return async (app) => {
    app.get('/analytics/summary', { schema: { tags, querystring: analyticsQuery, response: { 200: analyticsSummary } } }, async (request) =>
      analytics.summary(request.query),
    );

    app.get(
      '/analytics/items',
      { schema: { tags, querystring: analyticsItemsQuery, response: { 200: paged(analyticsItemRow) } } },
      async (request) => analytics.items(request.query),
    );

    app.get(
      '/analytics/clients',
      { schema: { tags, querystring: analyticsClientsQuery, response: { 200: paged(analyticsClientRow) } } },
      async (request) => analytics.clients(request.query),
    );

    app.get(
      '/analytics/categories',
      { schema: { tags, querystring: analyticsQuery, response: { 200: analyticsCategories } } },
      async (request) => analytics.categories(request.query),
    );

    app.get('/analytics/top-items', { schema: { tags, querystring: analyticsQuery, response: { 200: topItems } } }, async (request) =>
      analytics.topItems(request.query),
    );

    app.get(
      '/analytics/inactive-clients',
      { schema: { tags, querystring: inactiveClientsQuery, response: { 200: paged(inactiveClientRow) } } },
      async (request) => analytics.inactiveClients(request.query),
    );

    app.get(
      '/analytics/feed-calls',
      { schema: { tags, querystring: feedCallsQuery, response: { 200: feedCallsAnswer } } },
      async (request) => analytics.feedCalls(request.query),
    );

    app.get(
      '/analytics/export',
      {
        schema: {
          tags,
          querystring: analyticsExportQuery,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark') },
        },
      },
      async (request, reply) => {
        const file = await analytics.export(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.text);
      },
    );
  };
}
