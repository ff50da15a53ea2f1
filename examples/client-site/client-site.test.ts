import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSite, signatureValid, startClientSite, validateArticle } from './client-site.ts';

const TOKEN = 'reference-site-token';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-site-'));
const dataFile = path.join(dataDir, 'articles.json');
let site: ClientSite;

const article = {
  title: 'Parliament passes the federal budget',
  description: '<p>The House passed it.</p>',
  category: 12,
  images: ['https://portal.example/media/news/a.jpg?expires=1&signature=x'],
  pdfs: ['https://portal.example/media/news/b.pdf?expires=1&signature=y'],
};

const call = (pathname: string, init: { method?: string; token?: string | null; body?: unknown } = {}) =>
  fetch(`${site.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token === null ? {} : { Token: init.token ?? TOKEN }),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });

beforeAll(async () => {
  site = await startClientSite({ port: 0, token: TOKEN, dataFile });
});
afterAll(async () => {
  await site.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('reference client site', () => {
  it('lists its categories to the right token', async () => {
    const response = await call('/api/categories');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual([
      { id: 11, name: 'Politics', slug: 'politics' },
      { id: 12, name: 'Economy', slug: 'economy' },
      { id: 13, name: 'Sports', slug: 'sports' },
    ]);
  });

  it.each([
    ['/api/categories', 'GET'],
    ['/api/articles', 'POST'],
    ['/api/articles', 'GET'],
  ])('%s (%s) answers 400 without a token and 401 with a wrong one', async (pathname, method) => {
    const missing = await call(pathname, { method, token: null, body: method === 'POST' ? article : undefined });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Token header is missing' });
    const wrong = await call(pathname, { method, token: 'guess', body: method === 'POST' ? article : undefined });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid token' });
  });

  it('saves a valid article, answers 201 with it, and keeps it in its data file', async () => {
    const response = await call('/api/articles', { method: 'POST', body: article });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ message: 'Article saved successfully', status: 201, data: { ...article, videos: [] } });
    const listed = await (await call('/api/articles')).json();
    expect(listed.data.at(-1)).toEqual(body.data);
    expect(JSON.parse(fs.readFileSync(dataFile, 'utf8')).at(-1)).toEqual(body.data);
  });

  it('answers 422 "Invalid data." with the errors per field, and saves nothing', async () => {
    const before = site.articles().length;
    const response = await call('/api/articles', {
      method: 'POST',
      body: { title: 'x'.repeat(256), category: 99, images: ['javascript:alert(1)'], videos: 'clip.mp4' },
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe('Invalid data.');
    expect(Object.keys(body.errors).sort()).toEqual(['category', 'description', 'images', 'title', 'videos']);
    expect(site.articles()).toHaveLength(before);
  });

  it('answers 422 to a body that is not JSON', async () => {
    const response = await call('/api/articles', { method: 'POST', body: '{"title":' });
    expect(response.status).toBe(422);
  });

  it('reads the articles of an earlier run back from its data file', async () => {
    const again = await startClientSite({ port: 0, token: TOKEN, dataFile });
    expect(again.articles()).toEqual(site.articles());
    await again.close();
  });

  it('accepts a title of exactly 255 characters and a category given as an integer only', () => {
    expect(validateArticle({ ...article, title: 't'.repeat(255) }, [{ id: 12, name: 'Economy', slug: 'economy' }])).toHaveProperty(
      'article',
    );
    expect(validateArticle({ ...article, category: '12' }, [{ id: 12, name: 'Economy', slug: 'economy' }])).toEqual({
      errors: { category: ['The category must be an integer.'] },
    });
  });
});

describe('signed pushes (docs/SITE-PUSH.md)', () => {
  const SECRET = 'whsec_reference';
  let signed: ClientSite;
  const portal = (itemId: number, version: number) => ({ item_id: itemId, version, uri: `https://portal.example/news/${itemId}` });
  const sign = (body: string, at = Math.floor(Date.now() / 1000), secret = SECRET) =>
    `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
  const push = async (body: object, signature?: string) => {
    const text = JSON.stringify(body);
    const response = await fetch(signed.articlesUrl, {
      method: 'POST',
      headers: {
        Token: TOKEN,
        'content-type': 'application/json',
        ...(signature === '' ? {} : { 'x-portal-signature': signature ?? sign(text) }),
      },
      body: text,
    });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    signed = await startClientSite({ port: 0, token: TOKEN, secret: SECRET });
  });
  afterAll(() => signed.close());

  it('makes one article per item: a correction updates it, a repeat or an older version changes nothing', async () => {
    expect((await push({ action: 'publish', portal: portal(7, 1), ...article })).status).toBe(201);
    const again = await Promise.all(Array.from({ length: 10 }, () => push({ action: 'publish', portal: portal(7, 1), ...article })));
    expect(again.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await push({ action: 'update', portal: portal(7, 3), ...article, title: 'Corrected' })).status).toBe(200);
    expect((await push({ action: 'update', portal: portal(7, 2), ...article, title: 'Late' })).status).toBe(200);
    expect(signed.articles().filter((saved) => saved.item_id === 7)).toEqual([
      expect.objectContaining({ title: 'Corrected', version: 3, taken_down: false }),
    ]);
  });

  it('takes an item down, ignores a late update, and brings it back with a higher version', async () => {
    await push({ action: 'publish', portal: portal(8, 1), ...article });
    expect((await push({ action: 'takedown', portal: portal(8, 2), reason: 'withdrawn' })).status).toBe(200);
    await push({ action: 'update', portal: portal(8, 1), ...article, title: 'Late' });
    expect(signed.articles().find((saved) => saved.item_id === 8)).toMatchObject({ taken_down: true, version: 2 });
    await push({ action: 'publish', portal: portal(8, 3), ...article, title: 'Back' });
    expect(signed.articles().find((saved) => saved.item_id === 8)).toMatchObject({ taken_down: false, version: 3, title: 'Back' });
    expect((await push({ action: 'takedown', portal: portal(99, 1), reason: 'withdrawn' })).status).toBe(200);
  });

  it('answers 401 and changes nothing to a missing, wrong or stale signature', async () => {
    const before = JSON.stringify(signed.articles());
    const body = { action: 'publish', portal: portal(9, 1), ...article };
    const text = JSON.stringify(body);
    for (const signature of ['', sign(text, undefined, 'whsec_other'), sign(text, Math.floor(Date.now() / 1000) - 360), 'v1=abc']) {
      expect(await push(body, signature)).toEqual({ status: 401, body: { message: 'Invalid signature' } });
    }
    expect(JSON.stringify(signed.articles())).toBe(before);
  });

  it('checks a signature against the body as sent, within five minutes either way', () => {
    const now = 1_800_000_000;
    expect(signatureValid(sign('{}', now), '{}', SECRET, now + 299)).toBe(true);
    expect(signatureValid(sign('{}', now), '{}', SECRET, now - 299)).toBe(true);
    expect(signatureValid(sign('{}', now), '{}', SECRET, now + 301)).toBe(false);
    expect(signatureValid(sign('{}', now), '{ }', SECRET, now)).toBe(false);
  });
});
