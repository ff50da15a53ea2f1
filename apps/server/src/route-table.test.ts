import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteAccess } from './plugins/guards.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function routeTable(routes: RouteAccess[]): string {
  const rows = routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `| ${route.module} | ${route.method} | \`${route.url}\` | ${route.access} |`);
  return [
    '# Routes',
    '',
    'Generated from the running app by `npm run docs:routes -w apps/server`; a test fails when this file is stale.',
    'Every server route in registration order, with the feature module registering it and who may call it (its',
    'contract in `packages/shared/src/contracts`; for the platform’s own paths `apps/server/src/plugins/access-policy.ts`).',
    'GET routes also answer HEAD. The simulators (`/sim`) and the outbox (`/api/dev`) are registered only when',
    'configured and outside production.',
    '',
    '| Module | Method | Path | Access |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

it('docs/ROUTES.md lists every route with its module and access', async () => {
  await expect(routeTable(t.app.routeAccess)).toMatchFileSnapshot('../../../docs/ROUTES.md');
});
