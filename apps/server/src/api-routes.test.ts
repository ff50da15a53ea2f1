import { apiRoutes, contracts, type RouteContract } from '@portal/shared';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app.ts';

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every path the map can build, named by where it sits in the map; a function is called with 1 for each id. */
function mapPaths(node: unknown, name: string): { name: string; path: string }[] {
  if (typeof node === 'string') return [{ name, path: node }];
  if (typeof node === 'function') return [{ name, path: node(...Array<number>(node.length).fill(1)) }];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => mapPaths(child, `${name}.${key}`));
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the web’s route map (packages/shared api-routes.ts)', () => {
  it('names only paths the server routes', () => {
    const paths = mapPaths(apiRoutes, 'apiRoutes');
    expect(paths.length).toBeGreaterThan(0);
    const unrouted = paths
      .filter(({ path }) => !METHODS.some((method) => t.app.findRoute({ method, url: path })))
      .map(({ name, path }) => `${name} → ${path}`);
    expect(unrouted).toEqual([]);
  });
});

/** Every contract of packages/shared's contracts/, with its name. */
function contractList(node: RouteContract | Record<string, unknown>, name: string): { name: string; contract: RouteContract }[] {
  if (typeof node.method === 'string') return [{ name, contract: node as RouteContract }];
  return Object.entries(node).flatMap(([key, child]) => contractList(child as Record<string, unknown>, `${name}.${key}`));
}

describe('the contracts (packages/shared contracts/)', () => {
  it('are each served by one route, with the contract’s access', () => {
    const served = contractList(contracts, 'contracts').flatMap(({ name, contract }) => {
      const found = t.app.routeAccess.find((route) => route.method === contract.method && route.url === contract.path);
      return found?.access === contract.access ? [] : [`${name}: ${contract.method} ${contract.path} is ${found?.access ?? 'not served'}`];
    });
    expect(served).toEqual([]);
  });
});

/**
 * Modules whose routes are still declared in their route files rather than served from contracts; a module
 * leaves the list once every route of it is, and the list only shrinks. The platform's own paths (the API
 * documents, signed media links, the simulators, the development outbox) stay outside the contracts.
 */
const NOT_YET_CONTRACTED: string[] = [];
const PLATFORM_PATHS = ['/api/docs', '/media/', '/sim/', '/api/dev/'];

describe('the server’s API routes', () => {
  it('are each served from a contract, but for the modules not yet moved', () => {
    const uncontracted = t.app.routeAccess.filter(
      (route) =>
        route.group !== undefined &&
        route.method !== 'HEAD' &&
        !NOT_YET_CONTRACTED.includes(route.module) &&
        !PLATFORM_PATHS.some((prefix) => route.url.startsWith(prefix)),
    );
    expect(uncontracted.map((route) => `${route.module}: ${route.method} ${route.url}`)).toEqual([]);
  });

  it('lists only modules that still have such routes', () => {
    const moduleWithTableRoutes = new Set(t.app.routeAccess.filter((route) => route.group !== undefined).map((route) => route.module));
    expect(NOT_YET_CONTRACTED.filter((module) => !moduleWithTableRoutes.has(module))).toEqual([]);
  });
});
