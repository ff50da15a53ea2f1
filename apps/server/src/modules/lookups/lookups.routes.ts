import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import type { LookupsRepository } from './lookups.repository.ts';

const tags = ['lookups'];
const { categories, languages, setupValues } = contracts.lookups;

/** Categories and languages for every signed-in user; setup values for guest forms too (register). */
export function lookupsRoutes(deps: { lookups: LookupsRepository }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(categories, tags), handler: async () => ({ data: await deps.lookups.activeCategories() }) });
    app.route({ ...served(languages, tags), handler: async () => ({ data: await deps.lookups.languages() }) });
    app.route({
      ...served(setupValues, tags),
      handler: async (request) => ({ data: await deps.lookups.setupValues(request.query.key) }),
    });
  };
}
