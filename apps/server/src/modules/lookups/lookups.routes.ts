import { category, language, setupValue, setupValuesQuery } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LookupsRepository } from './lookups.repository.ts';

const tags = ['lookups'];

/** Under /api/auth/v2: categories and languages, readable by every signed-in user. */
export function lookupsRoutes(deps: { lookups: LookupsRepository }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/categories/all', { schema: { tags, response: { 200: z.object({ data: z.array(category) }) } } }, async () => ({
      data: await deps.lookups.activeCategories(),
    }));
    app.get('/languages/all', { schema: { tags, response: { 200: z.object({ data: z.array(language) }) } } }, async () => ({
      data: await deps.lookups.languages(),
    }));
  };
}

/** Under /api/v1: setup values are public so guest forms (register) can use them. */
export function setupValueRoutes(deps: { lookups: LookupsRepository }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/setupValues/all',
      { schema: { tags, querystring: setupValuesQuery, response: { 200: z.object({ data: z.array(setupValue) }) } } },
      async (request) => ({ data: await deps.lookups.setupValues(request.query.key) }),
    );
  };
}
