import fs from 'node:fs';
import path from 'node:path';
import type { GalleryItem, ImageRendition, NewsCard } from '@portal/shared';
import { eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema.ts';
import { createDiskStorage } from '../../lib/disk-storage.ts';
import { buildStaff, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, deskForm } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';
import { createRenditionBackfill } from './rendition-backfill.ts';

let t: TestApp;
let staff: Record<string, string>;
let client: Record<string, string>;
let staffId: number;

const SIGNED_WEBP = /^\/media\/[a-z]+\/renditions\/[0-9a-f-]+\.webp\?expires=\d+&signature=[\w-]+$/;
const picture = (width: number, height = Math.round(width / 1.5)) =>
  sharp({ create: { width, height, channels: 3, background: '#3a8dde' } })
    .jpeg()
    .toBuffer();
const widths = (renditions: ImageRendition[]) => renditions.map((rendition) => rendition.width);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** Every file under the media folder but tmp/, as a path relative to it. */
const storedFiles = () =>
  fs
    .readdirSync(t.config.mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.config.mediaDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('tmp'));

async function publishGallery(data: Buffer): Promise<number> {
  const body = await deskForm({ title: 'Terraces of Ilam', description: '', media: [{ file: 0 }] }, [
    { field: 'files', data, name: 'tea.jpg' },
  ]);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/galleries',
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const staffUser = await buildStaff(t.db);
  staffId = staffUser.id;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  client = (await signedInClient(t.app, t.db)).headers;
});
afterAll(() => t.close());

describe('picture renditions', () => {
  it('an uploaded picture gets WebP renditions, served by signed link on the card and the detail; the original stays for download', async () => {
    const id = await publishGallery(await picture(900));
    const cards = (await get('/api/auth/v2/client/gallery', client)).json().data as GalleryItem[];
    const card = cards.find((item) => item.id === id) as GalleryItem;
    expect(widths(card.thumbnail_renditions)).toEqual([320, 640, 900]);
    const [image] = (await get(`/api/auth/v2/client/gallery/${id}`, client)).json().data.images;
    expect(image.renditions).toEqual(card.thumbnail_renditions);
    for (const rendition of image.renditions as ImageRendition[]) {
      expect(rendition.url).toMatch(SIGNED_WEBP);
      const served = await get(rendition.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(rendition.width);
      const unsigned = await get(rendition.url.split('?')[0] as string);
      expect(unsigned.statusCode).toBe(403);
    }
    const original = await get(image.path);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['content-disposition']).toBe(`inline; filename="${image.id}.jpg"`);
    expect(image.download_name).toBe(`${image.id}.jpg`);
  });

  it('news cards, pinned cards and video cards carry the renditions of their cover', async () => {
    const news = await t.app.content.news.create(newsFixture(staffId, { pin: true, files: [{ data: await picture(2000) }] }));
    const list = (await get('/api/auth/v2/client/news', client)).json().data as NewsCard[];
    expect(widths(list.find((card) => card.id === news.id)?.thumbnail_renditions ?? [])).toEqual([320, 640, 1280]);
    const pinned = (await get('/api/auth/v2/client/news/pin', client)).json().data as NewsCard[];
    expect(pinned.find((card) => card.id === news.id)?.thumbnail_renditions[0]?.url).toMatch(SIGNED_WEBP);

    const bare = await t.app.content.news.create(newsFixture(staffId, { title: 'Without a picture' }));
    const again = (await get('/api/auth/v2/client/news', client)).json().data as NewsCard[];
    expect(again.find((card) => card.id === bare.id)).toMatchObject({ thumbnail: null, thumbnail_renditions: [] });
  });

  it('deleting an item deletes the renditions with the original', async () => {
    const id = await publishGallery(await picture(700));
    const [row] = await t.db.select().from(media).where(eq(media.galleryId, id));
    const files = [row?.path, row?.thumbnailPath, ...(row?.renditions ?? []).map((rendition) => rendition.path)] as string[];
    expect(row?.renditions?.map((rendition) => rendition.width)).toEqual([320, 640]);
    expect(files.filter((file) => fs.existsSync(path.join(t.config.mediaDir, file)))).toHaveLength(4);
    const removed = await t.app.inject({ method: 'POST', url: '/api/v1/galleries/delete', headers: staff, payload: { delete_rows: [id] } });
    expect(removed.statusCode).toBe(200);
    expect(files.filter((file) => fs.existsSync(path.join(t.config.mediaDir, file)))).toEqual([]);
  });

  it('the backfill makes the renditions pictures stored before them lack, once, even with two runs at once', async () => {
    const items = await Promise.all(
      [400, 1000, 1300].map(async (width) => t.app.content.news.create(newsFixture(staffId, { files: [{ data: await picture(width) }] }))),
    );
    const ids = items.map((item) => item.id);
    // As a portal upgraded from before renditions has them: no files, null on the rows.
    const before = await t.db.select().from(media).where(inArray(media.newsId, ids));
    for (const row of before) for (const rendition of row.renditions ?? []) fs.rmSync(path.join(t.config.mediaDir, rendition.path));
    await t.db.update(media).set({ renditions: null }).where(inArray(media.newsId, ids));
    const filesBefore = storedFiles().length;

    const secondProcess = createRenditionBackfill({
      media: createMediaRepository(t.db),
      mediaService: createMediaService({ storage: createDiskStorage(t.config.mediaDir) }),
      log: t.app.log,
    });
    const made = await Promise.all([t.app.backfillRenditions(), secondProcess.run()]);
    expect(made[0] + made[1]).toBe(3);

    const after = await t.db.select().from(media).where(inArray(media.newsId, ids));
    expect(after.map((row) => row.renditions?.map((rendition) => rendition.width)).sort()).toEqual(
      [
        [320, 400],
        [320, 640, 1000],
        [320, 640, 1280],
      ].sort(),
    );
    const recorded = after.flatMap((row) => (row.renditions ?? []).map((rendition) => rendition.path));
    expect(recorded.every((file) => fs.existsSync(path.join(t.config.mediaDir, file)))).toBe(true);
    // The run that lost a race deleted its copies: exactly the recorded files were added.
    expect(storedFiles().length).toBe(filesBefore + recorded.length);
    expect(await t.app.backfillRenditions()).toBe(0);

    const card = ((await get('/api/auth/v2/client/news', client)).json().data as NewsCard[]).find((item) => item.id === ids[0]);
    expect(widths(card?.thumbnail_renditions ?? [])).toEqual([320, 400]);
  });

  it('the backfill gives a picture whose file is lost no renditions and does not try it again', async () => {
    const item = await t.app.content.news.create(newsFixture(staffId, { files: [{ data: await picture(800) }] }));
    const [row] = await t.db.select().from(media).where(eq(media.newsId, item.id));
    fs.rmSync(path.join(t.config.mediaDir, row?.path as string));
    await t.db
      .update(media)
      .set({ renditions: null })
      .where(eq(media.id, row?.id as number));
    expect(await t.app.backfillRenditions()).toBe(0);
    const [after] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, row?.id as number));
    expect(after?.renditions).toEqual([]);
    expect(await t.db.select({ id: media.id }).from(media).where(isNull(media.renditions))).toEqual([]);
  });
});
