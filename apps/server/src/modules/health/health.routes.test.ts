import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { healthRoutes } from './health.routes.ts';

function appWithDatabase(ping: () => Promise<void>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(healthRoutes({ database: { driver: 'pglite', ping } as DatabaseHandle }));
  return app;
}

describe('GET /health', () => {
  it('lets checks arriving together share one database ping, and pings again for the next', async () => {
    let pings = 0;
    let answer = () => undefined as unknown;
    const app = appWithDatabase(() => {
      pings += 1;
      return new Promise<void>((resolve) => {
        answer = resolve as () => unknown;
      });
    });
    await app.ready();
    const together = Promise.all(Array.from({ length: 20 }, () => app.inject('/health')));
    await expect.poll(() => pings).toBe(1);
    answer();
    expect((await together).map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const next = app.inject('/health');
    await expect.poll(() => pings).toBe(2);
    answer();
    expect((await next).json()).toEqual({ status: 'ok', database: 'ok', driver: 'pglite' });
    await app.close();
  });
});
