import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];
const contract = contracts.analytics;

/** Under /api/v1: the staff console's analytics. Staff only: clients get 403, guests 401. */
export function analyticsRoutes(deps: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  const { analytics } = deps;
  return async (app) => {
    app.route({ ...served(contract.summary, tags), handler: async (request) => analytics.summary(request.query) });
    app.route({ ...served(contract.items, tags), handler: async (request) => analytics.items(request.query) });
    app.route({ ...served(contract.clients, tags), handler: async (request) => analytics.clients(request.query) });
    app.route({ ...served(contract.categories, tags), handler: async (request) => analytics.categories(request.query) });
    app.route({ ...served(contract.topItems, tags), handler: async (request) => analytics.topItems(request.query) });
    app.route({ ...served(contract.inactiveClients, tags), handler: async (request) => analytics.inactiveClients(request.query) });
    app.route({ ...served(contract.feedCalls, tags), handler: async (request) => analytics.feedCalls(request.query) });

    // A CSV file: the contract has no JSON answer.
    app.route({
      ...served(contract.export, tags, { schema: { produces: ['text/csv'] } }),
      handler: async (request, reply) => {
        const file = await analytics.export(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.text);
      },
    });
  };
}
