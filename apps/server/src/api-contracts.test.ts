import { API_DOCS_PATH, contracts, type RouteContract } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH } from './plugins/metrics.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every contract of packages/shared's contracts/, with its name. */
function contractList(node: RouteContract | Record<string, unknown>, name: string): { name: string; contract: RouteContract }[] {
  if (typeof node.method === 'string') return [{ name, contract: node as RouteContract }];
  return Object.entries(node).flatMap(([key, child]) => contractList(child as Record<string, unknown>, `${name}.${key}`));
}

/** The platform's own paths stay outside the contracts: the API documents, signed media links, the simulators, the development outbox. */
const PLATFORM_PATHS = [API_DOCS_PATH, '/media/', '/sim/', '/api/dev/', METRICS_PATH];

describe('the contracts (packages/shared contracts/)', () => {
  it('are each served by one route, with the contract’s access', () => {
    const served = contractList(contracts, 'contracts').flatMap(({ name, contract }) => {
      const found = t.app.routeAccess.find((route) => route.method === contract.method && route.url === contract.path);
      return found?.access === contract.access ? [] : [`${name}: ${contract.method} ${contract.path} is ${found?.access ?? 'not served'}`];
    });
    expect(served).toEqual([]);
  });

  it('cover every API route but the platform’s own paths', () => {
    const uncontracted = t.app.routeAccess.filter(
      (route) => route.group !== undefined && route.method !== 'HEAD' && !PLATFORM_PATHS.some((prefix) => route.url.startsWith(prefix)),
    );
    expect(uncontracted.map((route) => `${route.module}: ${route.method} ${route.url}`)).toEqual([]);
  });
});
