import { isServerPath } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app.ts';

/** The paths of the routes a browser may navigate to (GET); CORS answers OPTIONS on every path. */
const routes = vi.hoisted(() => [] as string[]);

// Every Fastify instance the app builds records its page routes as they are added.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRoutesRecorded = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().includes('GET')) routes.push(route.url);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRoutesRecorded };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the server’s own paths', () => {
  it('keeps every route under the shared server paths, which the web app’s service worker leaves to the server', () => {
    expect(routes).toContain('/sim/khalti/pay/:pidx');
    expect(routes).toContain('/api/docs');
    expect(routes.filter((url) => !isServerPath(url))).toEqual([]);
  });
});
