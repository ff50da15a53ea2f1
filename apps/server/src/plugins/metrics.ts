import type { FastifyInstance } from 'fastify';
import { NotFoundError, UnauthorizedError } from '../lib/errors.ts';
import { bearerMatches, type Metrics } from '../lib/metrics.ts';

/** The path Prometheus scrapes; outside the API, as Prometheus expects it. */
export const METRICS_PATH = '/metrics';

/**
 * Counts every answered request by its route pattern (`/api/news/:id`: one series per route, not per id) and, with a
 * token configured, serves the registry at /metrics to a scraper that sends it as a bearer token. Without a token
 * it answers 404 as an unknown path does: nothing about the instance is told to anyone.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.recordRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.route({
    method: 'GET',
    url: METRICS_PATH,
    schema: { hide: true },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      if (!token) throw new NotFoundError();
      if (!bearerMatches(request.headers.authorization, token)) throw new UnauthorizedError();
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  });
}
