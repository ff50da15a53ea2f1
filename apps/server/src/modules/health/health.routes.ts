import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { ServiceUnavailableError } from '../../lib/errors.ts';

const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok'), driver: z.string() });
const liveResponse = z.object({ status: z.literal('ok') });

/**
 * The database ping, shared by the checks that arrive while one is on its way: a flood of health checks
 * costs one round trip at a time, and each answer still reflects a ping sent after the previous one ended.
 */
function sharedPing(database: Pick<DatabaseHandle, 'ping'>) {
  let inFlight: Promise<void> | undefined;
  return () => {
    inFlight ??= database.ping().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

export function healthRoutes(deps: { database: Pick<DatabaseHandle, 'ping' | 'driver'>; draining: () => boolean }): FastifyPluginAsyncZod {
  const ping = sharedPing(deps.database);
  const ready = async (request: FastifyRequest) => {
    if (deps.draining()) throw new ServiceUnavailableError('This instance is shutting down.');
    try {
      await ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new ServiceUnavailableError('The database is unreachable.');
    }
    return { status: 'ok' as const, database: 'ok' as const, driver: deps.database.driver };
  };
  const readiness = { schema: { tags: ['health'], response: { 200: healthResponse } }, config: { rateLimit: false as const } };
  return async (app) => {
    app.get('/health', readiness, ready);
    app.get('/health/ready', readiness, ready);
    // Never shed: a busy instance is alive, and a supervisor that heard 503 here would restart it.
    const live = { rateLimit: false as const, pressureHandler: () => undefined };
    app.get('/health/live', { schema: { tags: ['health'], response: { 200: liveResponse } }, config: live }, async () => ({
      status: 'ok' as const,
    }));
  };
}
