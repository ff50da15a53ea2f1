import type { FastifyInstance } from 'fastify';

/** Keeps every route of this scope out of the portal's API documentation (simulators, browser return addresses). */
export function hideFromApiDocs(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
}
