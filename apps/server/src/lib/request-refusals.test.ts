import { INGEST_API_PATH, INGEST_BINARY_PATH, INGEST_PUSH_PATH, messages } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { buildStaff, signedInClient } from '../test/content-factories.ts';
import { registrationFields } from '../test/factories.ts';
import { bearer, multipartBody, pngImage, signInToken } from '../test/http.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let staffHeaders: Record<string, string>;
let clientId: number;

beforeAll(async () => {
  // Every route is called below: the per-IP limit of a real deployment would answer 429 first.
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  const signedIn = await signedInClient(t.app, t.db);
  headers = signedIn.headers;
  clientId = signedIn.client.id;
  staffHeaders = bearer(await signInToken(t.app, (await buildStaff(t.db)).email));
});
afterAll(() => t.close());

const REGISTER = '/api/auth/v2/register';
const PROFILE = () => `/api/auth/v2/client/my-account/${clientId}`;

describe('a NUL character in a text field', () => {
  const refusal = (field: string) => ({ message: messages.nulCharacter, errors: { [field]: [messages.nulCharacter] } });

  it('is refused by name in a guest query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/setupValues/all?key=promo%00' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal('key'));
  });

  it('is refused by name in the registration form, and no account is made', async () => {
    const body = await multipartBody(registrationFields({ email: 'nul@himaltimes.com', company_name: 'Himal\u0000Media' }), {
      logo: { data: await pngImage(), name: 'logo.png', type: 'image/png' },
    });
    const response = await t.app.inject({ method: 'POST', url: REGISTER, ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal('company_name'));
    expect(await t.db.select().from(users).where(eq(users.email, 'nul@himaltimes.com'))).toEqual([]);
  });

  it('is refused by name in a signed-in JSON body and a signed-in search', async () => {
    const radio = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/client/my-account/radio-integration',
      headers,
      payload: { name: 'Radio\u0000Himal', url: 'https://stream.example/live', web_url: 'https://radio.example', address: 'Kathmandu' },
    });
    expect(radio.statusCode).toBe(422);
    expect(radio.json()).toEqual(refusal('name'));
    const search = await t.app.inject({ method: 'GET', url: '/api/auth/v2/client/news?q=budget%00', headers });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual(refusal('q'));
  });
});

describe('a malformed multipart body', () => {
  const field = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nHimal Times`;
  const bodies = {
    'a boundary other than the one announced': {
      contentType: 'multipart/form-data; boundary=announced',
      payload: `${field('other')}\r\n--other--\r\n`,
    },
    'a body cut short': { contentType: 'multipart/form-data; boundary=cut', payload: field('cut') },
    'a content type without its boundary': { contentType: 'multipart/form-data', payload: `${field('x')}\r\n--x--\r\n` },
  };

  for (const [name, body] of Object.entries(bodies)) {
    it(`answers 400 for ${name}, at registration, on My Account and for a client's news`, async () => {
      for (const [method, url, auth] of [
        ['POST', REGISTER, {}],
        ['PUT', PROFILE(), headers],
        ['POST', '/api/auth/v2/new/v2/news/store', headers],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { ...auth, 'content-type': body.contentType }, payload: body.payload });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json()).toEqual({ message: messages.multipartMalformed });
      }
    });
  }
});

describe('JSON nested deeper than any form', () => {
  const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}"\\u0000"${'}'.repeat(depth)}`;
  const json = { 'content-type': 'application/json' };
  const refusal = { message: messages.nestedTooDeep };
  /** Guest routes that check their own credentials before reading the body: a signed push, a staff ingest key. */
  const AUTHENTICATE_THEMSELVES = new Set([INGEST_PUSH_PATH, INGEST_BINARY_PATH, INGEST_API_PATH]);
  // Signing out last: it would end the session the other calls use.
  const bodyRoutes = () =>
    t.app.routeAccess
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
  const concreteUrl = (pattern: string) => pattern.replace(/:\w+/g, '999999').replace(/\*$/, 'nothing');

  for (const depth of [10_000, 100_000]) {
    it(`answers 400 with the envelope at ${depth} levels, signed out and signed in`, async () => {
      for (const [payload, auth, url] of [
        [nestedArrays(depth), {}, '/api/auth/v2/login'],
        [nestedObjects(depth), {}, REGISTER],
        [nestedArrays(depth), headers, '/api/auth/v2/client/my-account/radio-integration'],
        [nestedObjects(depth), staffHeaders, '/api/v1/news'],
      ] as const) {
        const response = await t.app.inject({ method: 'POST', url, headers: { ...auth, ...json }, payload });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 400, body: refusal });
      }
    });
  }

  it('answers 400 on every route that reads a body, signed out and signed in as staff (or the guard’s refusal first)', async () => {
    const payload = nestedObjects(10_000);
    const answers = [];
    for (const route of bodyRoutes()) {
      for (const [who, auth] of [
        ['guest', {}],
        ['staff', staffHeaders],
      ] as const) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          headers: { ...auth, ...json },
          payload,
        });
        const refusedFirst =
          (who === 'guest' && route.access !== 'guest' && response.statusCode === 401) ||
          (AUTHENTICATE_THEMSELVES.has(route.url) && [401, 403].includes(response.statusCode));
        if (!refusedFirst) answers.push({ route: `${route.method} ${route.url}`, who, status: response.statusCode, body: response.json() });
      }
    }
    expect(answers.length).toBeGreaterThan(100);
    expect(answers.filter((answer) => answer.status !== 400 || answer.body.message !== refusal.message)).toEqual([]);
  });

  it('still reads a body nested as deep as a form goes, and names a NUL field in it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/client/my-account/radio-integration',
      headers,
      payload: {
        name: ['Radio', { nested: ['Himal\u0000'] }],
        url: 'https://stream.example/live',
        web_url: 'https://radio.example',
        address: 'Kathmandu',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [messages.nulCharacter] });
  });
});
