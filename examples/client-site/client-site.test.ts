import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSite, startClientSite, validateArticle } from './client-site.ts';

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
