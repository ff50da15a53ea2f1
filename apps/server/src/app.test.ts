import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createMediaLinks } from './lib/media-links.ts';
import { buildClient } from './test/factories.ts';
import { bearer } from './test/http.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, createTestDatabase, type TestApp } from './test/test-app.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
  t = await buildTestApp({ env: { WEB_DIST: webDist, CORS_ORIGINS: 'https://partner.example' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function signedInToken() {
  const client = await buildClient(t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/login',
    payload: { email: client.email, password: 'secret#123' },
  });
  return response.json().data.access_token as string;
}

describe('health', () => {
  it('answers ok after asking the database', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it(
    'answers 503 with a clear message when the database is down',
    async () => {
      const database = await createTestDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-down-'));
      const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
        database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
      });
      try {
        const response = await app.inject('/api/health');
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ message: 'The database is unreachable.' });
      } finally {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    BUILDS_ITS_OWN_APP_MS,
  );
});

describe('security headers', () => {
  it('sends CSP, HSTS, nosniff and a strict referrer policy', async () => {
    const response = await t.app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Forms post only to the portal and to eSewa's checkout (here the simulator, on the portal itself).
    expect(csp).toContain("form-action 'self' http://portal.test");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows cross-origin calls only from the configured origins', async () => {
    const allowed = await t.app.inject({ url: '/api/health', headers: { origin: 'https://partner.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const refused = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a request id so a log line can be found from a report', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'support-42' } });
    expect(response.headers['x-request-id']).toBe('support-42');
  });

  it('replaces a request id that could forge a log line', async () => {
    const forged = 'x {"level":60,"msg":"forged"}';
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': forged } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 JSON in the error envelope', async () => {
    const response = await t.app.inject('/api/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.notFound });
  });

  it('answers media with JSON, never the web app: 403 unsigned, 404 signed but missing', async () => {
    const unsigned = await t.app.inject('/media/logos/none.png');
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.headers['content-type']).toContain('application/json');
    const signed = createMediaLinks({ secret: t.config.appSecret }).sign('logos/none.png');
    expect((await t.app.inject(signed)).statusCode).toBe(404);
  });
});

describe('web app', () => {
  it('serves index.html for page paths so deep links work, never cached', async () => {
    const response = await t.app.inject('/news');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>portal</title>');
  });

  it('answers 404, not the page, for an asset of another release', async () => {
    const response = await t.app.inject('/assets/main-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the icons a day, and asks for the service worker every time', async () => {
    expect((await t.app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject('/sw.js')).headers['cache-control']).toBe('no-cache');
  });
});

describe('OpenAPI', () => {
  it('describes the auth calls from their schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/v2/login', '/api/auth/v2/profile']));
    expect(document.paths['/api/auth/v2/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('documents the payment and social-automation calls and leaves out the simulators and eSewa’s return address', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/v2/client/subscription/savePlan',
        '/api/auth/v2/verify-khalti',
        '/api/auth/v2/client/sociair/save/account',
        '/api/auth/v2/client/sociair/toogle/category/{id}',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/sim/') || path.startsWith('/api/payments/'))).toEqual([]);
  });
});

describe('lookups', () => {
  it('lists active categories and languages to a signed-in user', async () => {
    const token = await signedInToken();
    const categories = await t.app.inject({ url: '/api/auth/v2/categories/all', headers: bearer(token) });
    expect(categories.statusCode).toBe(200);
    expect(categories.json().data.length).toBeGreaterThanOrEqual(10);
    expect(categories.json().data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), name_ne: expect.any(String) });
    const languages = await t.app.inject({ url: '/api/auth/v2/languages/all', headers: bearer(token) });
    expect(languages.json().data.map((language: { code: string }) => language.code)).toEqual(expect.arrayContaining(['en', 'ne']));
  });

  it('refuses lookups without a session', async () => {
    const response = await t.app.inject('/api/auth/v2/categories/all');
    expect(response.statusCode).toBe(401);
  });

  it('answers setup values publicly, filtered by key, and asks for the key', async () => {
    const response = await t.app.inject('/api/v1/setupValues/all?key=register_category');
    expect(response.statusCode).toBe(200);
    const values = response.json().data;
    expect(values.map((item: { value: { value: string } }) => item.value.value)).toContain('news_paper');
    expect(values.every((item: { key: string }) => item.key === 'register_category')).toBe(true);
    const missing = await t.app.inject('/api/v1/setupValues/all');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('key');
  });
});

describe('rate limit', () => {
  const SETUP_VALUES = '/api/v1/setupValues/all?key=register_category';

  it(
    'counts API calls per IP, never the app’s own files',
    async () => {
      const limited = await buildTestApp({ env: { WEB_DIST: webDist, RATE_LIMIT_MAX: '3' } });
      try {
        for (let visit = 0; visit < 6; visit += 1) {
          expect((await limited.app.inject('/assets/main-abc123.js')).statusCode).toBe(200);
          expect((await limited.app.inject('/news')).statusCode).toBe(200);
        }
        const statuses = [];
        for (let call = 0; call < 4; call += 1) statuses.push((await limited.app.inject(SETUP_VALUES)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
        expect((await limited.app.inject(SETUP_VALUES)).json()).toMatchObject({ message: messages.tooManyRequests });
      } finally {
        await limited.close();
      }
    },
    BUILDS_ITS_OWN_APP_MS,
  );
});
