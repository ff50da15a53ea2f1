import { contracts, FEATURE_AGENDA, messages, OAUTH_TOKEN_PATH, OAUTH_TOKEN_SECONDS, pathWith } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptionPlans } from '../../db/schema.ts';
import { BASIC_PLAN, buildStaff, newsFixture, PREMIUM_PLAN, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { TOKEN_REQUESTS_PER_MINUTE } from './oauth.routes.ts';

/** The Feed API's calls a minute in this file: low, so the per-client limit is reached in a few calls. */
const CALLS_PER_MINUTE = 12;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let t: TestApp;
/** The app's clock runs this far ahead of the real one: a test moves it to expire tokens. */
let ahead = 0;
let staffHeaders: Record<string, string>;
let address = 0;
/** A documentation address (RFC 5737) of its own for each test that counts per address. */
const nextAddress = () => `198.51.100.${++address}`;

type Created = { id: number; client_id: string; client_secret: string; scopes: string[] };

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(Date.now() + ahead), env: { FEED_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE) } });
  await t.db
    .update(subscriptionPlans)
    .set({ features: [FEATURE_AGENDA] })
    .where(eq(subscriptionPlans.id, PREMIUM_PLAN));
  const staff = await buildStaff(t.db);
  staffHeaders = bearer(
    (await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staff.email, password: PASSWORD } })).json().data
      .access_token,
  );
  await t.app.content.news.create(newsFixture(staff.id, { title: 'OAuth feed item' }));
});
afterAll(async () => {
  await t?.close();
});

async function newClient(headers: Record<string, string>, scopes = ['feed:read', 'agenda:read'], name = 'Newsroom CMS'): Promise<Created> {
  const answer = await t.app.inject({ method: 'POST', url: '/api/client/oauth-clients', headers, payload: { name, scopes } });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}

const basic = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});

const tokenRequest = (form: Record<string, string>, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: OAUTH_TOKEN_PATH,
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });

async function tokenFor(client: Created, scope?: string) {
  const answer = await tokenRequest(
    { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
    basic(client.client_id, client.client_secret),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().access_token as string;
}

const items = (token: string) => t.app.inject({ url: '/api/feed/v1/items', headers: bearer(token) });
const agenda = (token: string) => t.app.inject({ url: '/api/feed/v1/agenda', headers: bearer(token) });

describe('OAuth clients on My Account', () => {
  it('shows the secret once, lists the client without it, keeps only its hash, and allows the owner only', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const created = await newClient(headers, ['feed:read']);
    expect(created.client_id).toMatch(/^rssc_[\w-]{22}$/);
    expect(created.client_secret).toMatch(/^rsss_[\w-]{43}$/);
    const list = await t.app.inject({ url: '/api/client/oauth-clients', headers });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'Newsroom CMS',
        client_id: created.client_id,
        scopes: ['feed:read'],
        revoked_at: null,
      }),
    ]);
    expect(list.body).not.toContain(created.client_secret);
    const stored = (await t.db.execute(sql`select secret_hash from oauth_clients where id = ${created.id}`)) as unknown as {
      rows: { secret_hash: string }[];
    };
    expect(stored.rows[0]?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.app.inject({ url: '/api/client/oauth-clients' })).statusCode).toBe(401);
  });

  it('refuses a client without a name or scopes, with an unknown or repeated scope, and past five active ones', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const refused = async (payload: unknown) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/client/oauth-clients', headers, payload: payload as object });
      expect(answer.statusCode).toBe(422);
      return answer.json().errors as Record<string, string[]>;
    };
    expect((await refused({ name: ' ', scopes: ['feed:read'] })).name?.[0]).toBe(messages.required);
    expect((await refused({ name: 'CMS', scopes: [] })).scopes?.[0]).toBe(messages.oauthScopesRequired);
    expect(Object.keys(await refused({ name: 'CMS', scopes: ['feed:write'] }))[0]).toMatch(/^scopes/);
    expect((await refused({ name: 'CMS', scopes: ['feed:read', 'feed:read'] })).scopes?.[0]).toBe(messages.oauthScopesRepeated);
    const five = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        t.app.inject({ method: 'POST', url: '/api/client/oauth-clients', headers, payload: { name: `C${n}`, scopes: ['feed:read'] } }),
      ),
    );
    expect(five.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 422]);
  });

  it("never shows, rotates or revokes another house's client (404)", async () => {
    const owner = await signedInClient(t.app, t.db);
    const stranger = await signedInClient(t.app, t.db);
    const created = await newClient(owner.headers);
    const rotate = await t.app.inject({ method: 'POST', url: `/api/client/oauth-clients/${created.id}/secret`, headers: stranger.headers });
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/client/oauth-clients/${created.id}`, headers: stranger.headers });
    expect([rotate.statusCode, revoke.statusCode]).toEqual([404, 404]);
    expect((await t.app.inject({ url: '/api/client/oauth-clients', headers: stranger.headers })).json().data).toEqual([]);
    expect((await items(await tokenFor(created))).statusCode).toBe(200);
  });
});

describe('the token endpoint (RFC 6749 §4.4)', () => {
  it('issues a short-lived RFC 9068 JWT for HTTP Basic and for client_secret_post, never to be cached', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const client = await newClient(headers);
    const byBasic = await tokenRequest({ grant_type: 'client_credentials' }, basic(client.client_id, client.client_secret));
    expect(byBasic.statusCode).toBe(200);
    expect(byBasic.headers['cache-control']).toBe('no-store');
    expect(byBasic.headers.pragma).toBe('no-cache');
    const body = byBasic.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: OAUTH_TOKEN_SECONDS,
      scope: 'feed:read agenda:read',
    });
    expect(decodeProtectedHeader(body.access_token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      iss: 'http://portal.test',
      aud: 'http://portal.test/api/feed/v1',
      sub: client.client_id,
      client_id: client.client_id,
      scope: 'feed:read agenda:read',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(OAUTH_TOKEN_SECONDS);
    expect(claims.jti).toEqual(expect.any(String));

    const byPost = await tokenRequest({
      grant_type: 'client_credentials',
      scope: 'agenda:read',
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    expect(byPost.statusCode, byPost.body).toBe(200);
    expect(byPost.json().scope).toBe('agenda:read');
  });

  it('answers RFC 6749 §5.2 errors: invalid_client with a Basic challenge, invalid_request, unsupported_grant_type, invalid_scope', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const client = await newClient(headers, ['feed:read']);
    const auth = basic(client.client_id, client.client_secret);
    const from = nextAddress();
    const errorOf = async (answer: Awaited<ReturnType<typeof tokenRequest>>) => {
      expect(answer.headers['cache-control']).toBe('no-store');
      return [answer.statusCode, answer.json().error];
    };
    const wrong = await tokenRequest({ grant_type: 'client_credentials' }, basic(client.client_id, 'rsss_wrong'), from);
    expect(await errorOf(wrong)).toEqual([401, 'invalid_client']);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic realm=/);
    expect(
      await errorOf(await tokenRequest({ grant_type: 'client_credentials' }, basic('rssc_unknown', client.client_secret), from)),
    ).toEqual([401, 'invalid_client']);
    expect(await errorOf(await tokenRequest({ grant_type: 'client_credentials' }, {}, from))).toEqual([401, 'invalid_client']);
    expect(await errorOf(await tokenRequest({ grant_type: 'client_credentials' }, { authorization: 'Basic !!!' }, from))).toEqual([
      401,
      'invalid_client',
    ]);
    expect(await errorOf(await tokenRequest({}, auth))).toEqual([400, 'invalid_request']);
    expect(
      await errorOf(
        await tokenRequest({ grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret }, auth),
      ),
    ).toEqual([400, 'invalid_request']);
    const twice = await t.app.inject({
      method: 'POST',
      url: OAUTH_TOKEN_PATH,
      headers: { ...FORM, ...auth },
      payload: 'grant_type=client_credentials&grant_type=client_credentials',
    });
    expect(await errorOf(twice)).toEqual([400, 'invalid_request']);
    const json = await t.app.inject({
      method: 'POST',
      url: OAUTH_TOKEN_PATH,
      headers: auth,
      payload: { grant_type: 'client_credentials' },
    });
    expect(await errorOf(json)).toEqual([400, 'invalid_request']);
    const text = await t.app.inject({
      method: 'POST',
      url: OAUTH_TOKEN_PATH,
      headers: { ...auth, 'content-type': 'text/plain' },
      payload: 'grant_type=client_credentials',
    });
    expect(await errorOf(text)).toEqual([400, 'invalid_request']);
    expect(await errorOf(await tokenRequest({ grant_type: 'password' }, auth))).toEqual([400, 'unsupported_grant_type']);
    expect(await errorOf(await tokenRequest({ grant_type: 'client_credentials', scope: 'agenda:read' }, auth))).toEqual([
      400,
      'invalid_scope',
    ]);
    expect(await errorOf(await tokenRequest({ grant_type: 'client_credentials', scope: 'feed:write' }, auth))).toEqual([
      400,
      'invalid_scope',
    ]);
    expect(await errorOf(await tokenRequest({ grant_type: 'client_credentials', scope: '' }, auth))).toEqual([400, 'invalid_scope']);
  });

  it('counts failed client authentications per client and address: past 10 even the right secret is refused there (429), not elsewhere', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const client = await newClient(headers);
    const from = nextAddress();
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        tokenRequest({ grant_type: 'client_credentials' }, basic(client.client_id, `rsss_guess${n}`), from),
      ),
    );
    expect(guesses.map((answer) => answer.statusCode)).toEqual(Array(10).fill(401));
    const right = { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret };
    const blocked = await tokenRequest(right, {}, from);
    expect(blocked.statusCode).toBe(429);
    expect((await tokenRequest(right, {}, nextAddress())).statusCode).toBe(200);
  });

  it(`answers 50 token requests sent at once, each with its own working token, and lets an address ask ${TOKEN_REQUESTS_PER_MINUTE} times a minute`, async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const client = await newClient(headers, ['feed:read']);
    const from = nextAddress();
    const askAtOnce = (count: number, asker: Created, address = from) =>
      Promise.all(
        Array.from({ length: count }, () =>
          tokenRequest({ grant_type: 'client_credentials' }, basic(asker.client_id, asker.client_secret), address),
        ),
      );
    const answers = await askAtOnce(50, client);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const tokens = answers.map((answer) => answer.json().access_token as string);
    expect(new Set(tokens).size).toBe(50);
    expect((await items(tokens[49] ?? '')).statusCode).toBe(200);

    // Asked together too: the ones within the limit are answered, only the one past it is refused.
    const rest = await askAtOnce(TOKEN_REQUESTS_PER_MINUTE - 50 + 1, client);
    expect(rest.filter((answer) => answer.statusCode === 200)).toHaveLength(TOKEN_REQUESTS_PER_MINUTE - 50);
    const limited = rest.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(1);
    expect(limited[0]?.json().message).toBe(messages.oauthTokenRateLimited);
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);

    // The limit is the address's: another client there shares it, the same client elsewhere has its own.
    const colleague = await newClient(headers, ['feed:read'], 'Colleague');
    expect((await askAtOnce(1, colleague))[0]?.statusCode).toBe(429);
    expect((await askAtOnce(1, client, nextAddress()))[0]?.statusCode).toBe(200);
  });
});

describe("an access token's life on the Feed API", () => {
  it('opens the items with feed:read and the agenda with agenda:read, refusing the other scope with 403 insufficient_scope', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const client = await newClient(headers);
    const both = await tokenFor(client);
    const page = await items(both);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items.length).toBeGreaterThan(0);
    const itemId = Number(String(page.json().items[0].uri).split('/').pop());
    expect((await t.app.inject({ url: `/api/feed/v1/items/${itemId}`, headers: bearer(both) })).statusCode).toBe(200);
    expect((await agenda(both)).statusCode).toBe(200);

    const feedOnly = await tokenFor(client, 'feed:read');
    const refused = await agenda(feedOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="Feed API", error="insufficient_scope", scope="agenda:read"');
    expect(refused.json().message).toBe(messages.oauthScopeMissing('agenda:read'));
    const agendaOnly = await tokenFor(client, 'agenda:read');
    expect((await items(agendaOnly)).statusCode).toBe(403);
    expect((await agenda(agendaOnly)).statusCode).toBe(200);
  });

  it("keeps the house's entitlements: a plan without the Agenda gets 403 from the agenda with a valid token, as with an API key", async () => {
    const { headers } = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const token = await tokenFor(await newClient(headers));
    expect((await items(token)).statusCode).toBe(200);
    const answer = await agenda(token);
    expect([answer.statusCode, answer.json().message]).toEqual([403, messages.agendaNotInPlan]);
  });

  it('expires: refused with 401 invalid_token once its 10 minutes are over', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const token = await tokenFor(await newClient(headers));
    expect((await items(token)).statusCode).toBe(200);
    ahead += OAUTH_TOKEN_SECONDS * 1000 + 1000;
    const expired = await items(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer realm="Feed API", error="invalid_token"');
    expect(expired.json().message).toBe(messages.oauthTokenInvalid);
  });

  it('refuses a forged, altered or foreign token', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const token = await tokenFor(await newClient(headers));
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...claims, scope: 'feed:read agenda:read admin' })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${payload}.`;
    for (const bad of [altered, unsigned, `${head}.${payload}.${'A'.repeat(43)}`]) expect((await items(bad)).statusCode).toBe(401);
  });

  it('stops at once when the client is revoked or given a new secret, and when the house is suspended', async () => {
    const { client: house, headers } = await signedInClient(t.app, t.db);
    const revoked = await newClient(headers, ['feed:read'], 'Revoked');
    const rotated = await newClient(headers, ['feed:read'], 'Rotated');
    const [revokedToken, rotatedToken] = [await tokenFor(revoked), await tokenFor(rotated)];
    expect((await items(revokedToken)).statusCode).toBe(200);
    expect((await items(rotatedToken)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/client/oauth-clients/${revoked.id}`, headers })).statusCode).toBe(200);
    expect((await items(revokedToken)).statusCode).toBe(401);
    const noMore = await tokenRequest({ grant_type: 'client_credentials' }, basic(revoked.client_id, revoked.client_secret), nextAddress());
    expect(noMore.json().error).toBe('invalid_client');

    const answer = await t.app.inject({ method: 'POST', url: `/api/client/oauth-clients/${rotated.id}/secret`, headers });
    expect(answer.statusCode).toBe(200);
    const fresh = answer.json().data as Created;
    expect(fresh.client_id).toBe(rotated.client_id);
    expect(fresh.client_secret).not.toBe(rotated.client_secret);
    expect((await items(rotatedToken)).statusCode).toBe(401);
    expect(
      (await tokenRequest({ grant_type: 'client_credentials' }, basic(rotated.client_id, rotated.client_secret), nextAddress())).statusCode,
    ).toBe(401);
    const freshToken = await tokenFor(fresh);
    expect((await items(freshToken)).statusCode).toBe(200);

    const list = (await t.app.inject({ url: '/api/client/oauth-clients', headers })).json().data as {
      id: number;
      revoked_at: string | null;
      last_used_at: string | null;
    }[];
    expect(list.find((row) => row.id === revoked.id)?.revoked_at).not.toBeNull();
    expect(list.find((row) => row.id === rotated.id)?.last_used_at).not.toBeNull();

    // The clock has moved past the sign-in's 10 minutes: a suspension asks the staff member to confirm it is them again.
    const stepUp = { method: 'password', password: PASSWORD };
    await t.app.inject({ method: 'POST', url: contracts.auth.stepUp.path, headers: staffHeaders, payload: stepUp });
    const suspended = await t.app.inject({
      method: 'POST',
      url: pathWith(contracts.clientsAdmin.suspend.path, { id: house.id }),
      headers: staffHeaders,
    });
    expect(suspended.statusCode).toBe(200);
    // The suspension reaches the kept clients through the change bus, as on every instance.
    await vi.waitFor(async () => expect((await items(freshToken)).statusCode).toBe(403), { timeout: 1_000, interval: 10 });
  });

  it("shares one rate limit among a client's tokens, and counts its calls for the house", async () => {
    const { client: house, headers } = await signedInClient(t.app, t.db);
    const client = await newClient(headers, ['feed:read']);
    const tokens = [await tokenFor(client), await tokenFor(client), await tokenFor(client)];
    for (let call = 0; call < CALLS_PER_MINUTE; call += 1) expect((await items(tokens[call % 3] ?? '')).statusCode).toBe(200);
    const limited = await items(tokens[0] ?? '');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await newClient(headers, ['feed:read'], 'Other');
    expect((await items(await tokenFor(other))).statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (
            (await t.db.execute(sql`select sum(calls)::int as calls from feed_usage where user_id = ${house.id}`)) as unknown as {
              rows: { calls: number }[];
            }
          ).rows[0]?.calls,
        {
          timeout: 15_000,
          interval: 250,
        },
      )
      .toBe(CALLS_PER_MINUTE + 1);
  });

  it('documents the token endpoint in the OpenAPI description', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const token = docs.paths[OAUTH_TOKEN_PATH].post;
    expect(token.tags).toEqual(['Feed API']);
    expect(Object.keys(token.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    expect(docs.components.securitySchemes.oauth2.flows.clientCredentials).toEqual({
      tokenUrl: `http://portal.test${OAUTH_TOKEN_PATH}`,
      scopes: { 'feed:read': expect.any(String), 'agenda:read': expect.any(String) },
    });
  });

  it('documents each Feed API route as taking an API key or an access token with its scope, and every other route as before', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.components.securitySchemes.feedApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const securityOf = (path: string, method = 'get') => docs.paths[path][method].security;
    expect(securityOf('/api/feed/v1/items')).toEqual([{ feedApiKey: [] }, { oauth2: ['feed:read'] }]);
    expect(securityOf('/api/feed/v1/items/{id}')).toEqual([{ feedApiKey: [] }, { oauth2: ['feed:read'] }]);
    expect(securityOf('/api/feed/v1/agenda')).toEqual([{ feedApiKey: [] }, { oauth2: ['agenda:read'] }]);
    // A person's routes, staff's and a client's, keep the document's session bearer.
    expect(docs.security).toEqual([{ bearer: [] }]);
    expect(securityOf(contracts.clientsAdmin.suspend.path.replace(':id', '{id}'), 'post')).toBeUndefined();
    expect(securityOf(contracts.oauth.clients.path)).toBeUndefined();
    type Operation = { security?: unknown[] };
    const ownSecurity = Object.entries(docs.paths as Record<string, Record<string, Operation>>)
      .filter(([, operations]) => Object.values(operations).some((operation) => operation.security))
      .map(([path]) => path);
    expect(ownSecurity.sort()).toEqual(['/api/feed/v1/agenda', '/api/feed/v1/items', '/api/feed/v1/items/{id}']);
  });
});
