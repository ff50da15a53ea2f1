import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { placesBody, placesEtag } from './nepal-places.ts';

/** A day: the data changes only with a release, and then its ETag does (a revalidation costs a 304). */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * GET /api/places: every province, district and local level with both names (the shared `nepalPlaces`), for
 * the cascading choices. The body is the data file serialized once at start, so the route checks it against no
 * response schema on every call (its `response` is none); nepal-places.test.ts in packages/shared checks the file.
 */
export function placesRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(contracts.places.all, ['places'], { schema: { response: {} } }),
      handler: async (request, reply) => {
        reply.header('etag', placesEtag).header('cache-control', CACHE_CONTROL);
        if (request.headers['if-none-match'] === placesEtag) return reply.code(304).send();
        return reply
          .type('application/json; charset=utf-8')
          .serializer((body: string) => body)
          .send(placesBody);
      },
    });
  };
}
