import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
const script = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
const page = `<!doctype html><title>portal</title><body>${'<p>news</p>'.repeat(200)}</body>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), page);
  fs.writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(page));
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  fs.writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression of API answers', () => {
  it('sends JSON brotli-compressed when the client takes brotli, gzip when it takes only gzip', async () => {
    const plain = await get('/api/docs/json');
    const brotli = await get('/api/docs/json', 'gzip, deflate, br');
    const gzip = await get('/api/docs/json', 'gzip');

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends JSON as it is when the client asks for no encoding', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
    expect((await get('/api/docs/json', 'identity')).headers['content-encoding']).toBeUndefined();
  });
});

describe('compression of the web app', () => {
  it('serves the .br made at build for a built asset, still cached for a year', async () => {
    const response = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves the .gz to a gzip-only client and the file itself to one that takes no encoding', async () => {
    const gzip = await get('/assets/main-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the page of a deep link from its .br, uncached', async () => {
    const response = await get('/news', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });
});
