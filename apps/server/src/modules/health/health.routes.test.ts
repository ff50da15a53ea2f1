import { contracts } from '@portal/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from './health.routes.ts';

function appWithDatabase(ping: () => Promise<void>, draining = () => false, pingStorage = async () => {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(healthRoutes({ database: { driver: 'pglite', ping }, storage: { ping: pingStorage }, draining }));
  return app;
}

const { health, ready, live } = contracts.health;

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
    const together = Promise.all(Array.from({ length: 20 }, () => app.inject(health.path)));
    await expect.poll(() => pings).toBe(1);
    answer();
    expect((await together).map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const next = app.inject(health.path);
    await expect.poll(() => pings).toBe(2);
    answer();
    expect((await next).json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', driver: 'pglite' });
    await app.close();
  });

  it('answers 503 on /health/ready, naming it, while the file storage does not answer', async () => {
    let storageUp = false;
    const app = appWithDatabase(
      async () => {},
      () => false,
      async () => {
        if (!storageUp) throw new Error('the bucket of STORAGE_URL (s3://media) does not answer: HTTP 503');
      },
    );
    await app.ready();
    const down = await app.inject(ready.path);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('The file storage is unreachable.');
    storageUp = true;
    expect((await app.inject(ready.path)).statusCode).toBe(200);
    await app.close();
  });

  it('answers /health/live without the database, and 503 on /health/ready and /health once draining', async () => {
    let isDraining = false;
    const app = appWithDatabase(
      () => Promise.reject(new Error('not asked')),
      () => isDraining,
    );
    await app.ready();
    expect((await app.inject(live.path)).json()).toEqual({ status: 'ok' });
    isDraining = true;
    expect((await app.inject(ready.path)).statusCode).toBe(503);
    expect((await app.inject(health.path)).statusCode).toBe(503);
    expect((await app.inject(live.path)).statusCode).toBe(200);
    await app.close();
  });
});
