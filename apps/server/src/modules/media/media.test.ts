import { messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, imageFile, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let clock = Date.now();
let image: { id: number; path: string; size: number };

const fetchMedia = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  const staff = await buildStaff(t.db);
  const item = await t.app.content.news.create(newsFixture(staff.id, { files: [await imageFile(120)] }));
  const { headers } = await signedInClient(t.app, t.db);
  const detail = await t.app.inject({ method: 'GET', url: `/api/auth/v2/new/v2/news/${item.id}`, headers });
  image = detail.json().data.images[0];
});
afterAll(() => t.close());

describe('GET /media (signed links)', () => {
  it('serves the file with its type, nosniff, ETag, a long cache and a name of id and extension', async () => {
    const response = await fetchMedia(image.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, max-age=604800, immutable');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${image.id}.png"`);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.rawPayload.length).toBe(image.size);
    const again = await fetchMedia(image.path, { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('answers a byte range with 206 and an unsatisfiable one with 416', async () => {
    const part = await fetchMedia(image.path, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${image.size}`);
    expect(part.rawPayload.length).toBe(10);
    const beyond = await fetchMedia(image.path, { range: `bytes=${image.size + 10}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it('refuses a tampered, missing or borrowed signature with 403', async () => {
    const url = new URL(image.path, 'http://portal.test');
    const signature = url.searchParams.get('signature') as string;
    const tampered = `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const link of [tampered, url.pathname, `/media/logos/x.png${url.search}`]) {
      const response = await fetchMedia(link);
      expect(response.statusCode, link).toBe(403);
      expect(response.json().message).toBe(messages.mediaLinkInvalid);
    }
    const traversal = await fetchMedia(`/media/news/%2e%2e/%2e%2e/package.json${url.search}`);
    expect([403, 404]).toContain(traversal.statusCode);
  });

  it('refuses a link once it expired, after at least seven days', async () => {
    clock += 7 * DAY - 60_000;
    expect((await fetchMedia(image.path)).statusCode).toBe(200);
    clock += 2 * DAY;
    expect((await fetchMedia(image.path)).statusCode).toBe(403);
  });
});
