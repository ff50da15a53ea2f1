import { OAUTH_TOKEN_PATH } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../../test/content-factories.ts';
import { bearer } from '../../test/http.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTwoInstances, type TestApp, type TestDatabase, type TwoInstances } from '../../test/test-app.ts';

/**
 * Two instances of the portal on one database (on PostgreSQL each with its own connections): what one does to an
 * OAuth client, the other applies within the deadline, well inside the 5 s it keeps a client (CLIENT_CACHE_MS), so
 * only the change bus can make these pass.
 */
const DEADLINE = { timeout: 1_000, interval: 10 };

let instances: TwoInstances;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  instances = await buildTwoInstances();
  ({ database, a, b } = instances);
}, BUILDS_ITS_OWN_APP_MS);
afterAll(async () => {
  await instances?.close();
});

type Created = { id: number; client_id: string; client_secret: string };
const basic = (client: { client_id: string; client_secret: string }) => ({
  authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`,
});
const tokenOn = (app: TestApp, client: { client_id: string; client_secret: string }, remoteAddress = '127.0.0.1') =>
  app.app.inject({
    method: 'POST',
    url: OAUTH_TOKEN_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(client) },
    payload: 'grant_type=client_credentials',
    remoteAddress,
  });
const itemsOn = (app: TestApp, token: string) => app.app.inject({ url: '/api/feed/v1/items', headers: bearer(token) });

async function clientOn(app: TestApp, headers: Record<string, string>): Promise<Created> {
  const answer = await app.app.inject({
    method: 'POST',
    url: '/api/client/oauth-clients',
    headers,
    payload: { name: 'CMS', scopes: ['feed:read'] },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}

describe('OAuth clients on two instances', () => {
  it('a token issued on A works on B; revoking the client on A ends it on B, which had the client cached', async () => {
    const { headers } = await signedInClient(a.app, database.db);
    const client = await clientOn(a, headers);
    const token = (await tokenOn(a, client)).json().access_token as string;
    expect((await itemsOn(b, token)).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'DELETE', url: `/api/client/oauth-clients/${client.id}`, headers })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await itemsOn(b, token)).statusCode).toBe(401), DEADLINE);
    expect((await tokenOn(b, client)).statusCode).toBe(401);
  });

  it("a new secret made on A ends the old secret's tokens on B at once, and the new secret works on B", async () => {
    const { headers } = await signedInClient(a.app, database.db);
    const client = await clientOn(a, headers);
    const token = (await tokenOn(b, client)).json().access_token as string;
    expect((await itemsOn(b, token)).statusCode).toBe(200);
    const rotated = await a.app.inject({ method: 'POST', url: `/api/client/oauth-clients/${client.id}/secret`, headers });
    const fresh = rotated.json().data as Created;
    await vi.waitFor(async () => expect((await itemsOn(b, token)).statusCode).toBe(401), DEADLINE);
    expect((await tokenOn(b, client)).statusCode).toBe(401);
    const freshToken = await tokenOn(b, fresh);
    expect(freshToken.statusCode).toBe(200);
    expect((await itemsOn(a, freshToken.json().access_token)).statusCode).toBe(200);
  });

  it('counts failed client authentications sent to A and B together', async () => {
    const { headers } = await signedInClient(a.app, database.db);
    const client = await clientOn(a, headers);
    const from = '203.0.113.40';
    for (let n = 0; n < 10; n += 1) {
      const guess = await tokenOn(n % 2 ? a : b, { client_id: client.client_id, client_secret: `rsss_guess${n}` }, from);
      expect(guess.statusCode).toBe(401);
    }
    expect((await tokenOn(a, client, from)).statusCode).toBe(429);
    expect((await tokenOn(b, client, from)).statusCode).toBe(429);
  });
});
