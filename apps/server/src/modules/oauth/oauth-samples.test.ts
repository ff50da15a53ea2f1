import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FEATURE_AGENDA } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../../db/schema.ts';
import { buildStaff, newsFixture, PREMIUM_PLAN, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The Developer guide's OAuth samples (apps/web/src/features/developer/samples/oauth), run as a client would run
 * them against a portal listening on loopback. The shell sample needs curl and jq: skipped where either is
 * missing, except in CI.
 */
const run = promisify(execFile);
const sample = (name: string) => fileURLToPath(new URL(`../../../../web/src/features/developer/samples/oauth/${name}`, import.meta.url));
const found = (command: string) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
const shellTools = found('curl') && found('jq');

let t: TestApp;
let env: NodeJS.ProcessEnv;
let itemUri: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db
    .update(subscriptionPlans)
    .set({ features: [FEATURE_AGENDA] })
    .where(eq(subscriptionPlans.id, PREMIUM_PLAN));
  const staff = await buildStaff(t.db);
  const item = await t.app.content.news.create(newsFixture(staff.id, { title: 'Read by the OAuth samples' }));
  itemUri = `http://portal.test/news/${item.id}`;
  const { headers } = await signedInClient(t.app, t.db);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/client/oauth-clients',
    headers,
    payload: { name: 'Samples', scopes: ['feed:read', 'agenda:read'] },
  });
  const client = created.json().data as { client_id: string; client_secret: string };
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  env = { ...process.env, PORTAL_URL: address, PORTAL_CLIENT_ID: client.client_id, PORTAL_CLIENT_SECRET: client.client_secret };
});
afterAll(async () => {
  await t?.close();
});

describe('the Developer guide’s OAuth samples', () => {
  it.skipIf(!shellTools && !process.env.CI)('curl: takes a token with HTTP Basic and lists the newest items with it', async () => {
    const { stdout } = await run('sh', [sample('token.sh')], { env, timeout: 20_000 });
    expect(stdout.split('\n')).toContain(itemUri);
  });

  it('Node.js: takes a token and reads the items and the Agenda with it', async () => {
    const { stdout } = await run(process.execPath, [sample('feed-client.mjs')], { env, timeout: 20_000 });
    expect(stdout).toContain(itemUri);
    expect(stdout).toMatch(/^\d+ agenda events$/m);
  });
});
