import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, type TestApp } from '../test/test-app.ts';

const redisUrl = process.env.REDIS_URL;

/** The per-IP limit of API calls with REDIS_URL set (CI's PostgreSQL tier sets it): two instances count together. */
describe.skipIf(!redisUrl)('the rate limit shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, RATE_LIMIT_MAX: '5' };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env });
  }, BUILDS_ITS_OWN_APP_MS);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts the calls of one address on both instances together', async () => {
    // An address of this run only: Redis keeps counts for a minute, across test runs.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const call = (t: TestApp) => t.app.inject({ url: '/api/v1/setupValues/all?key=register_category', remoteAddress });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call(i % 2 ? a : b)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect((await call(a)).statusCode).toBe(429);
    expect((await call(b)).statusCode).toBe(429);
  });
});

describe('the rate limit with Redis out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) refuses the connection on this machine's loopback.
    t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_MAX: '1' } });
  }, BUILDS_ITS_OWN_APP_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('lets calls through rather than refusing every client', async () => {
    const call = () => t.app.inject('/api/v1/setupValues/all?key=register_category');
    expect([(await call()).statusCode, (await call()).statusCode]).toEqual([200, 200]);
  });
});
