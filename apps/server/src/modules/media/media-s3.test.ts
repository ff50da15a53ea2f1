import { messages, type VideoDeskDetail } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReferenceData } from '../../db/seed.ts';
import { buildStaff, ENGLISH, imageFile, mp4File, newsFixture, POLITICS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, deskForm, pngImage } from '../../test/http.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app.ts';

/**
 * The portal with STORAGE_URL on a real S3 protocol (s3rver on loopback): media and exports in the
 * bucket, streamed by one instance and redirected to presigned GETs by another on the same database.
 */
let s3: S3Server;
let database: TestDatabase;
let streaming: TestApp;
let presigning: TestApp;
let image: { id: number; path: string; size: number };
let original: Buffer;
let staff: Record<string, string>;
const MB = 1_048_576;

const objectsUnder = async (prefix: string) => {
  const listed = await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  return [...(await listed.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] as string);
};

beforeAll(async () => {
  s3 = await startS3Server();
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  streaming = await buildTestApp({ database, env: { ...s3.env('media'), MAX_VIDEO_UPLOAD_MB: '7' } });
  presigning = await buildTestApp({ database: await database.reopen(), env: { ...s3.env('media'), S3_PRESIGN: 'true' } });
  const staffUser = await buildStaff(streaming.db);
  const login = await streaming.app.inject({
    method: 'POST',
    url: '/api/auth/v2/login',
    payload: { email: staffUser.email, password: PASSWORD },
  });
  staff = bearer(login.json().data.access_token);
  const picture = await imageFile(120);
  original = picture.data;
  const item = await streaming.app.content.news.create(newsFixture(staffUser.id, { files: [picture] }));
  const { headers } = await signedInClient(streaming.app, streaming.db);
  const detail = await streaming.app.inject({ method: 'GET', url: `/api/auth/v2/new/v2/news/${item.id}`, headers });
  image = detail.json().data.images[0];
}, BUILDS_ITS_OWN_APP_MS);
afterAll(async () => {
  await presigning?.close();
  await presigning?.database.close();
  await streaming?.close();
  await database?.close();
  await s3?.close();
});

describe('media in a bucket', () => {
  it('stores a picture, its thumbnail and renditions under their keys, with no staged copy left', async () => {
    const pathOf = new URL(image.path, 'http://portal.test').pathname.slice('/media/'.length);
    expect(await objectsUnder(`media/${pathOf}`)).toEqual([`media/${pathOf}`]);
    await vi.waitFor(async () => expect(await objectsUnder('media/staging/')).toEqual([]));
  });

  it('streams a download with its headers, a Range as 206 with the right bytes, and 304 for a known ETag', async () => {
    const whole = await streaming.app.inject({ url: image.path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['cache-control']).toBe('private, max-age=604800, immutable');
    expect(whole.headers['content-disposition']).toBe(`inline; filename="${image.id}.png"`);
    expect(whole.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(whole.rawPayload.equals(original)).toBe(true);
    const part = await streaming.app.inject({ url: image.path, headers: { range: 'bytes=10-29' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${image.size}`);
    expect(part.rawPayload.equals(original.subarray(10, 30))).toBe(true);
    const again = await streaming.app.inject({ url: image.path, headers: { 'if-none-match': whole.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const gone = await streaming.app.inject({ url: image.path.replace('.png', '-none.png') });
    expect(gone.statusCode).toBe(403);
  });

  it('redirects to a presigned GET with S3_PRESIGN, carrying the download name', async () => {
    const answer = await presigning.app.inject({ url: image.path });
    expect(answer.statusCode).toBe(302);
    const location = answer.headers.location as string;
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/media/`)).toBe(true);
    const fetched = await fetch(location, { headers: { range: 'bytes=0-9' } });
    expect(fetched.status).toBe(206);
    expect(fetched.headers.get('content-disposition')).toBe(`inline; filename="${image.id}.png"`);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(original.subarray(0, 10))).toBe(true);
  });

  it('writes a list export under exports/ in the bucket and serves it by its signed link', async () => {
    const { headers } = await signedInClient(streaming.app, streaming.db);
    const exported = await streaming.app.inject({ url: '/api/v1/client/news/export?rows=5', headers });
    expect(exported.statusCode).toBe(200);
    const url = exported.json().data.url as string;
    const [, folder, name] = /exports\/([^/]+)\/([^?]+)/.exec(url) ?? [];
    expect(await objectsUnder(`media/exports/${folder}/`)).toEqual([`media/exports/${folder}/${name}`]);
    const download = await streaming.app.inject({ url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.toString('utf8')).toContain('ID,Title');
    const redirected = await presigning.app.inject({ url });
    expect(redirected.statusCode).toBe(302);
    const fetched = await fetch(redirected.headers.location as string);
    expect(fetched.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
  });

  it('streams a video from the request to the bucket in parts, and a refused one leaves no object and no upload', async () => {
    const clip = Buffer.concat([mp4File(), Buffer.alloc(6 * MB - mp4File().length, 7)]);
    const poster = await pngImage(48);
    const upload = async (video: Buffer) => {
      const body = await deskForm(
        { title: 'Flood relief in Saptari', language_id: ENGLISH, category_ids: [POLITICS], description: '<p>Boats.</p>' },
        [
          { field: 'video', data: video, name: 'clip.mp4' },
          { field: 'poster', data: poster, name: 'poster.png' },
        ],
      );
      return streaming.app.inject({ method: 'POST', url: '/api/v1/videos', headers: { ...staff, ...body.headers }, payload: body.payload });
    };
    const from = s3.requests.length;
    const saved = await upload(clip);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(s3.requests.slice(from).filter((request) => /^PUT .*partNumber=/.test(request))).toHaveLength(2);
    const id = saved.json().data.id as number;
    const detail = (await streaming.app.inject({ url: `/api/v1/videos/${id}`, headers: staff })).json().data as VideoDeskDetail;
    const part = await streaming.app.inject({ url: detail.video?.path as string, headers: { range: `bytes=${6 * MB - 4}-` } });
    expect(part.statusCode).toBe(206);
    expect([...part.rawPayload]).toEqual([7, 7, 7, 7]);

    const videosBefore = await objectsUnder('media/videos/');
    const refused = await upload(Buffer.concat([clip, Buffer.alloc(2 * MB)]));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(messages.videoTooLarge(7));
    expect(await objectsUnder('media/videos/')).toEqual(videosBefore);
    await vi.waitFor(async () => expect(await objectsUnder('media/staging/')).toEqual([]));
    const unfinished = await fetch(`${s3.endpoint}/${s3.bucket}?uploads&prefix=media/staging/`);
    expect(await unfinished.text()).not.toContain('<Upload>');
  });
});
