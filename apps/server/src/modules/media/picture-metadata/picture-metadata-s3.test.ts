import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { ExifTool } from 'exiftool-vendored';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media, pictureCopies, pictureMetadataPending } from '../../../db/schema.ts';
import { seedReferenceData } from '../../../db/seed.ts';
import { buildStaff, ENGLISH, newsFixture, signedInClient } from '../../../test/content-factories.ts';
import { pngImage } from '../../../test/http.ts';
import { type S3Server, startS3Server } from '../../../test/s3-server.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/test-app.ts';
import { unzip } from '../../../test/zip-entries.ts';

/**
 * Pictures' IPTC metadata with the files in a bucket (s3rver on loopback) and links answered by a 302 to a
 * presigned GET: the bucket serves the copy with the metadata. The app writes it by itself, after the
 * publish (the content change it hears) as it runs in production.
 */
let s3: S3Server;
let database: TestDatabase;
let t: TestApp;
/** A second instance on the same database and bucket, which writes only when asked. */
let second: TestApp;
let client: Record<string, string>;
let newsId: number;
const exiftool = new ExifTool({ maxProcs: 1 });

const objectsUnder = async (prefix: string) => {
  const listed = await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
  return [...(await listed.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] as string);
};
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-metadata-s3-'));

/** The tags exiftool reads of bytes, by group and name. */
async function tagsOf(bytes: Buffer, name: string) {
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return (await exiftool.readRaw(file, { readArgs: ['-G1', '-a'] })) as Record<string, unknown>;
}

/** The bytes a signed link leads to: the portal answers with a redirect to the bucket, which is followed. */
async function downloaded(link: string): Promise<Buffer> {
  const answer = await t.app.inject({ url: link });
  expect(answer.statusCode).toBe(302);
  const location = answer.headers.location as string;
  expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/media/`)).toBe(true);
  return Buffer.from(await (await fetch(location)).arrayBuffer());
}

beforeAll(async () => {
  s3 = await startS3Server();
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  t = await buildTestApp({ database, env: { ...s3.env('media'), S3_PRESIGN: 'true', PICTURE_METADATA_SECONDS: '1' } });
  second = await buildTestApp({ database: await database.reopen(), env: { ...s3.env('media'), S3_PRESIGN: 'true' } });
  const staff = await buildStaff(t.db);
  client = (await signedInClient(t.app, t.db)).headers;
  const item = await t.app.content.news.create(
    newsFixture(staff.id, {
      title: 'Budget passed',
      languageId: ENGLISH,
      files: [{ data: await pngImage(400), caption: 'The House votes' }],
    }),
  );
  newsId = item.id;
  // The console's save announces the change: what makes every instance look for pictures to write.
  await t.app.content.cache.clear();
}, BUILDS_ITS_OWN_APP_MS);
afterAll(async () => {
  await exiftool.end();
  await second?.close();
  await second?.database.close();
  await t?.close();
  await database?.close();
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('picture metadata with S3', () => {
  it('redirects the original and a rendition to their copies in the bucket, with the metadata written by itself after the publish', async () => {
    const detail = await t.app.inject({ url: `/api/auth/v2/new/v2/news/${newsId}`, headers: client });
    const image = detail.json().data.images[0] as { id: number; path: string; renditions: { url: string }[] };
    // The copies are written one file after another: wait for the rendition's too, not only the original's.
    await vi.waitFor(
      async () => {
        expect(await tagsOf(await downloaded(image.path), 'original.png')).toMatchObject({ 'IPTC:Headline': 'Budget passed' });
        const first = await tagsOf(await downloaded(image.renditions[0]?.url as string), 'rendition-first.webp');
        expect(first).toMatchObject({ 'XMP-photoshop:Headline': 'Budget passed' });
      },
      { timeout: 20_000, interval: 250 },
    );
    const original = await tagsOf(await downloaded(image.path), 'original-again.png');
    expect(original).toMatchObject({
      'XMP-photoshop:Headline': 'Budget passed',
      'XMP-dc:Description': 'The House votes',
      'IPTC:Caption-Abstract': 'The House votes',
      'XMP-dc:Identifier': `http://portal.test/news/${newsId}/files/${image.id}`,
    });
    const rendition = await tagsOf(await downloaded(image.renditions[0]?.url as string), 'rendition.webp');
    expect(rendition).toMatchObject({ 'XMP-photoshop:Headline': 'Budget passed', 'XMP-dc:Description': 'The House votes' });
  });

  it('streams the copy from the bucket into the news ZIP', async () => {
    const answer = await t.app.inject({ url: `/api/auth/v2/client/news/download.zip?ids=${newsId}`, headers: client });
    expect(answer.statusCode).toBe(200);
    const pictures = [...(await unzip(answer.rawPayload))].filter(([name]) => name.endsWith('.png')).map(([, bytes]) => bytes);
    expect(pictures).toHaveLength(1);
    expect(await tagsOf(pictures[0] as Buffer, 'zipped.png')).toMatchObject({ 'IPTC:Caption-Abstract': 'The House votes' });
  });

  it('lets two instances write the same correction at once: one copy per file wins, the other’s object is deleted', async () => {
    await vi.waitFor(async () => expect(await t.db.select().from(pictureMetadataPending)).toEqual([]), { timeout: 20_000, interval: 250 });
    await t.db.update(media).set({ caption: 'The House votes again' }).where(eq(media.newsId, newsId));
    await Promise.all([second.app.writePictureMetadata(), t.app.writePictureMetadata(), second.app.writePictureMetadata()]);
    await vi.waitFor(async () => expect(await t.db.select().from(pictureMetadataPending)).toEqual([]), { timeout: 20_000, interval: 250 });
    const current = await t.db.select().from(pictureCopies).where(isNull(pictureCopies.retiredAt));
    const paths = current.map((copy) => copy.path);
    expect(new Set(paths).size).toBe(paths.length);
    const named = new Set((await t.db.select().from(pictureCopies)).map((copy) => `media/${copy.copyPath}`));
    const stored = [...(await objectsUnder('media/news/iptc/')), ...(await objectsUnder('media/news/renditions/iptc/'))];
    expect(stored.filter((key) => !named.has(key))).toEqual([]);
    const detail = await second.app.inject({ url: `/api/auth/v2/new/v2/news/${newsId}`, headers: client });
    const image = detail.json().data.images[0] as { path: string };
    const redirected = await second.app.inject({ url: image.path });
    const bytes = Buffer.from(await (await fetch(redirected.headers.location as string)).arrayBuffer());
    expect(await tagsOf(bytes, 'both.png')).toMatchObject({ 'IPTC:Caption-Abstract': 'The House votes again' });
  });
});
