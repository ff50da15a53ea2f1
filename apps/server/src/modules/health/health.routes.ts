import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { ServiceUnavailableError } from '../../lib/errors.ts';

const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok'), driver: z.string() });

export function healthRoutes(deps: { database: DatabaseHandle }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['health'], response: { 200: healthResponse } }, config: { rateLimit: false } },
      async (request) => {
        try {
          await deps.database.ping();
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          throw new ServiceUnavailableError('The database is unreachable.');
        }
        return { status: 'ok' as const, database: 'ok' as const, driver: deps.database.driver };
      },
    );
  };
}
