import { contracts } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { ServiceUnavailableError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { served } from '../../plugins/contract-routes.ts';

const tags = ['health'];
const { health, ready, live } = contracts.health;

/**
 * A check shared by the health checks that arrive while one is on its way: a flood of them costs one
 * round trip at a time, and each answer still reflects a check sent after the previous one ended.
 */
function shared(check: () => Promise<void>) {
  let inFlight: Promise<void> | undefined;
  return () => {
    inFlight ??= check().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** Runs `check`; a failure is logged and answered 503 with `message`. */
async function mustAnswer(request: FastifyRequest, check: () => Promise<void>, message: string) {
  try {
    await check();
  } catch (error) {
    request.log.error({ err: error }, `health check: ${message}`);
    throw new ServiceUnavailableError(message);
  }
}

export type HealthDeps = {
  database: Pick<DatabaseHandle, 'ping' | 'driver'>;
  storage: Pick<Storage, 'ping'>;
  draining: () => boolean;
};

export function healthRoutes(deps: HealthDeps): FastifyPluginAsyncZod {
  const pingDatabase = shared(() => deps.database.ping());
  const pingStorage = shared(() => deps.storage.ping());
  const readiness = async (request: FastifyRequest) => {
    if (deps.draining()) throw new ServiceUnavailableError('This instance is shutting down.');
    await mustAnswer(request, pingDatabase, 'The database is unreachable.');
    await mustAnswer(request, pingStorage, 'The file storage is unreachable.');
    return { status: 'ok' as const, database: 'ok' as const, storage: 'ok' as const, driver: deps.database.driver };
  };
  const unlimited = { config: { rateLimit: false as const } };
  return async (app) => {
    app.route({ ...served(health, tags, unlimited), handler: readiness });
    app.route({ ...served(ready, tags, unlimited), handler: readiness });
    // Never shed: a busy instance is alive, and a supervisor that heard 503 here would restart it.
    const alive = { config: { rateLimit: false as const, pressureHandler: () => undefined } };
    app.route({ ...served(live, tags, alive), handler: async () => ({ status: 'ok' as const }) });
  };
}
