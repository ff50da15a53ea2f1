import fs from 'node:fs';
import path from 'node:path';
import { type GalleryDeskDetail, messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, deskForm, type FilePart, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
let t: TestApp;
let clock = Date.now();
let staff: Record<string, string>;
let client: Record<string, string>;
let png: Buffer;

const gallery = (fields: Record<string, unknown> = {}) => ({
  title: 'Holi in Basantapur',
  description: '<p>Colours at the square.</p><script>alert(1)</script>',
  media: [{ file: 0 }],
  ...fields,
});
const images = (count: number): FilePart[] => Array.from({ length: count }, () => ({ field: 'files', data: png, name: 'photo.png' }));
const send = async (method: 'POST' | 'PUT', url: string, data: object, files: FilePart[] = []) => {
  const body = await deskForm(data, files);
  return t.app.inject({ method, url, headers: { ...staff, ...body.headers }, payload: body.payload });
};
const publish = async (fields: Record<string, unknown> = {}, files = images(1)) => {
  const answer = await send('POST', '/api/v1/galleries', gallery(fields), files);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id as number;
};
const detail = async (id: number) =>
  (await t.app.inject({ url: `/api/v1/galleries/${id}`, headers: staff })).json().data as GalleryDeskDetail;
const clientList = async () =>
  ((await t.app.inject({ url: '/api/auth/v2/client/gallery', headers: client })).json().data as { id: number }[]).map((item) => item.id);
const seenByClient = async (id: number) => (await t.app.inject({ url: `/api/auth/v2/client/gallery/${id}`, headers: client })).statusCode;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  png = await pngImage(40);
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  client = (await signedInClient(t.app, t.db)).headers;
});
afterAll(async () => {
  await t.close();
});

describe('the galleries desk (api/v1/galleries)', () => {
  it('refuses every call to guests (401) and clients (403)', async () => {
    const calls = [
      { method: 'GET', url: '/api/v1/galleries/all' },
      { method: 'GET', url: '/api/v1/galleries/1' },
      { method: 'POST', url: '/api/v1/galleries' },
      { method: 'PUT', url: '/api/v1/galleries/1' },
      { method: 'POST', url: '/api/v1/galleries/delete', payload: { delete_rows: [1] } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: client })).statusCode, call.url).toBe(403);
    }
  });

  it('publishes images in the order given with captions; clients see the gallery at once', async () => {
    const id = await publish(
      {
        media: [
          { file: 1, caption: 'The crowd' },
          { file: 0, caption: 'Colours' },
        ],
      },
      images(2),
    );
    const item = await detail(id);
    expect(item.description).not.toContain('<script>');
    expect(item.images.map((image) => image.caption)).toEqual(['The crowd', 'Colours']);
    expect(await clientList()).toContain(id);
    const seen = (await t.app.inject({ url: `/api/auth/v2/client/gallery/${id}`, headers: client })).json().data;
    expect(seen.images.map((image: { id: number }) => image.id)).toEqual(item.images.map((image) => image.id));
  });

  it('keeps a gallery scheduled for later out of the client list until its publish time', async () => {
    const id = await publish({ publish_at: new Date(clock + 30 * MINUTE).toISOString() });
    expect(await clientList()).not.toContain(id);
    expect(await seenByClient(id)).toBe(404);
    const row = (await t.app.inject({ url: '/api/v1/galleries/all?query=Holi', headers: staff }))
      .json()
      .data.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ status: 'published', images_count: 1 });
    clock += 40 * MINUTE;
    expect(await clientList()).toContain(id);
  });

  it('reorders, recaptions, removes and adds images; unpublishes; the removed file is deleted', async () => {
    const id = await publish({ media: [{ file: 0 }, { file: 1 }, { file: 2 }] }, images(3));
    const [first, second, third] = (await detail(id)).images as [GalleryDeskDetail['images'][number], ...GalleryDeskDetail['images']];
    const edited = await send(
      'PUT',
      `/api/v1/galleries/${id}`,
      gallery({ status: 'unpublished', media: [{ id: third?.id, caption: 'Last first' }, { file: 0, caption: 'New' }, { id: first.id }] }),
      images(1),
    );
    expect(edited.json()).toEqual({ message: messages.galleryUpdated });
    const item = await detail(id);
    expect(item.status).toBe('unpublished');
    expect(item.images.map((image) => image.caption)).toEqual(['Last first', 'New', '']);
    expect(item.images[0]?.id).toBe(third?.id);
    expect((await t.app.inject({ url: second?.path as string })).statusCode).toBe(404);
    expect(await seenByClient(id)).toBe(404);
  });

  it('refuses a gallery without images, a file that is not an image and an unknown gallery, keeping no file', async () => {
    const empty = await send('POST', '/api/v1/galleries', gallery({ media: [] }));
    expect(empty.json().errors).toEqual({ media: [messages.galleryImagesRequired] });
    const pdf = await send('POST', '/api/v1/galleries', gallery(), [
      { field: 'files', data: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'scan.png' },
    ]);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({
      files: [messages.filesRefused(messages.filesRejected(1), [{ name: 'scan.png', reason: messages.fileNotPicture }])],
    });
    const unknown = await send('PUT', '/api/v1/galleries/999999', gallery(), images(1));
    expect(unknown.statusCode).toBe(404);
    expect(fs.readdirSync(path.join(t.config.mediaDir, 'tmp'))).toEqual([]);
  });

  it('deletes galleries with their files', async () => {
    const id = await publish();
    const [image] = (await detail(id)).images;
    const removed = await t.app.inject({ method: 'POST', url: '/api/v1/galleries/delete', headers: staff, payload: { delete_rows: [id] } });
    expect(removed.json()).toEqual({ message: messages.galleriesDeleted });
    expect((await t.app.inject({ url: `/api/v1/galleries/${id}`, headers: staff })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image?.path as string })).statusCode).toBe(404);
  });
});
