import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ExifTool } from 'exiftool-vendored';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media, news, pictureCopies, pictureMetadataPending } from '../../../db/schema.ts';
import { createStorage } from '../../../lib/create-storage.ts';
import { createMediaLinks } from '../../../lib/media-links.ts';
import { buildStaff, NEPALI, POLITICS, signedInClient } from '../../../test/content-factories.ts';
import { PASSWORD } from '../../../test/factories.ts';
import { bearer, deskForm, type FilePart } from '../../../test/http.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { unzip } from '../../../test/zip-entries.ts';

/**
 * IPTC Photo Metadata in every picture a client downloads: a news item and a gallery published through
 * the console, their pictures downloaded as a client does (the signed /media link of the original and of a
 * rendition, the news ZIP) and read back with exiftool, field by field, Nepali included; the image data
 * is the stored one byte for byte; a correction reaches the next download.
 */
let t: TestApp;
let staff: Record<string, string>;
let client: Record<string, string>;
let photo: Buffer;
let newsId: number;
let galleryId: number;
const exiftool = new ExifTool({ maxProcs: 1 });
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-metadata-test-'));

const HEADLINE = 'काठमाडौंमा मनसुनको पहिलो झरी';
const CAPTION = 'रत्नपार्कमा छाता ओढेर हिँड्दै यात्रुहरू';
const SUMMARY = 'उपत्यकामा बिहानैदेखि वर्षा।';
const TERMS = 'साँझ ६ बजेपछि मात्र प्रसारण गर्नुहोस्';
const SOURCE = 'Pokhara Daily';
const AGENCY = 'Rastriya Samachar Sewa';

/** A photo as cameras write them: a JPEG of noise (nothing compresses it away), 1200 × 800. */
async function cameraPhoto() {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[index] = (seed >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const send = async (method: 'POST' | 'PUT', url: string, data: object, files: FilePart[] = []) => {
  const body = await deskForm(data, files);
  const answer = await t.app.inject({ method, url, headers: { ...staff, ...body.headers }, payload: body.payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json().data;
};

const newsForm = (fields: Record<string, unknown> = {}) => ({
  title: HEADLINE,
  content: '<p>उपत्यकामा बिहानैदेखि झरी परेको छ।</p>',
  meta_description: SUMMARY,
  language_id: NEPALI,
  category_ids: [POLITICS],
  usage_terms: TERMS,
  province_id: 3,
  district_id: 27,
  local_level_id: 307,
  ...fields,
});

type ClientImage = { id: number; path: string; renditions: { width: number; url: string }[] };
const newsImage = async (): Promise<ClientImage> =>
  (await t.app.inject({ url: `/api/auth/v2/new/v2/news/${newsId}`, headers: client })).json().data.images[0];
const galleryImage = async (): Promise<ClientImage> =>
  (await t.app.inject({ url: `/api/auth/v2/client/gallery/${galleryId}`, headers: client })).json().data.images[0];

/** Downloads a signed link as a client's browser does, and keeps the bytes in a file for exiftool. */
async function download(link: string, name: string): Promise<{ file: string; bytes: Buffer }> {
  const answer = await t.app.inject({ url: link, headers: client });
  expect(answer.statusCode, answer.body).toBe(200);
  const file = path.join(folder, name);
  fs.writeFileSync(file, answer.rawPayload);
  return { file, bytes: answer.rawPayload };
}

/** The app's store, opened beside it on the same folder. */
const storage = () => createStorage(t.config.storage);

const keep = (bytes: Buffer, name: string) => {
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return file;
};

/** Every tag exiftool reads of a file, by group and name (`IPTC:Headline`, `XMP-dc:Description`). */
const readBack = (file: string) => exiftool.readRaw(file, { readArgs: ['-G1', '-a'] }) as Promise<Record<string, unknown>>;

/** exiftool's hash of the image data alone (no metadata), and the file with every metadata block removed. */
async function imageDataOf(file: string) {
  const hash = ((await exiftool.readRaw(file, { readArgs: ['-ImageDataHash', '-api', 'ImageHashType=SHA256'] })) as Record<string, unknown>)
    .ImageDataHash;
  const stripped = `${file}.stripped${path.extname(file)}`;
  fs.copyFileSync(file, stripped);
  await exiftool.write(stripped, {}, { writeArgs: ['-all=', '-overwrite_original'] });
  return { hash, stripped: fs.readFileSync(stripped) };
}

beforeAll(async () => {
  t = await buildTestApp({ env: { AGENCY_NAME: AGENCY } });
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  client = (await signedInClient(t.app, t.db)).headers;
  photo = await cameraPhoto();
  const created = await send('POST', '/api/v1/news', newsForm({ media: [{ file: 0, caption: CAPTION }] }), [
    { field: 'files', data: photo, name: 'rain.jpg' },
  ]);
  newsId = created.id;
  // As the review's approval of a client's upload sets it: the organisation credited.
  await t.db.update(news).set({ sourceName: SOURCE }).where(eq(news.id, newsId));
  const gallery = await send(
    'POST',
    '/api/v1/galleries',
    { title: 'होलीका रङ', description: '<p>बसन्तपुरमा होली</p>', media: [{ file: 0, caption: 'रङमा रङिएका युवा' }] },
    [{ field: 'files', data: photo, name: 'holi.jpg' }],
  );
  galleryId = gallery.id;
  expect(await t.app.writePictureMetadata()).toBeGreaterThan(0);
}, BUILDS_ITS_OWN_APP_MS);
afterAll(async () => {
  await exiftool.end();
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('IPTC photo metadata in downloads', () => {
  it('writes every field into the original, in XMP and in IIM (UTF-8), Nepali intact', async () => {
    const image = await newsImage();
    const { file } = await download(image.path, 'original.jpg');
    const tags = await readBack(file);
    const year = new Date(Date.now() - 0).getUTCFullYear();
    const usage = `${TERMS} — For use by subscribers of ${AGENCY} under their subscription agreement; credit ${AGENCY}.`;
    expect(tags).toMatchObject({
      'IPTC:CodedCharacterSet': 'UTF8',
      'IPTC:Headline': HEADLINE,
      'XMP-photoshop:Headline': HEADLINE,
      'IPTC:Caption-Abstract': CAPTION,
      'XMP-dc:Description': CAPTION,
      'XMP-photoshop:Credit': `${SOURCE} / ${AGENCY}`,
      'XMP-dc:Creator': SOURCE,
      'IPTC:By-line': SOURCE,
      'XMP-photoshop:Source': AGENCY,
      'XMP-dc:Rights': `© ${year} ${AGENCY}`,
      'IPTC:CopyrightNotice': `© ${year} ${AGENCY}`,
      'XMP-xmpRights:UsageTerms': usage,
      'XMP-photoshop:City': 'काठमाडौं',
      'IPTC:City': 'काठमाडौं',
      'XMP-photoshop:State': 'बागमती',
      'IPTC:Province-State': 'बागमती',
      'XMP-photoshop:Country': 'नेपाल',
      'IPTC:Country-PrimaryLocationName': 'नेपाल',
      'XMP-iptcCore:CountryCode': 'NPL',
      'IPTC:Country-PrimaryLocationCode': 'NPL',
      'XMP-dc:Subject': 'राजनीति',
      'IPTC:Keywords': 'राजनीति',
      'XMP-dc:Identifier': `http://portal.test/news/${newsId}/files/${image.id}`,
      'XMP-photoshop:TransmissionReference': `news-${newsId}`,
      'IPTC:OriginalTransmissionReference': `news-${newsId}`,
      'XMP-dc:Language': 'ne',
    });
    // IIM's credit holds 32 bytes: cut at a character's end, marked.
    expect(tags['IPTC:Credit']).toBe('Pokhara Daily / Rastriya Sama…');
    // IIM has no usage terms: its Instructions carry them, as far as its 256 bytes go.
    expect(String(tags['IPTC:SpecialInstructions'])).toMatch(/^साँझ ६ बजेपछि/);
    expect(tags['XMP-photoshop:DateCreated']).toMatch(/^\d{4}:\d{2}:\d{2} \d{2}:\d{2}:\d{2}\+05:45$/);
    expect(tags['IPTC:DateCreated']).toMatch(/^\d{4}:\d{2}:\d{2}$/);
    expect(tags['IPTC:TimeCreated']).toMatch(/^\d{2}:\d{2}:\d{2}\+05:45$/);
  });

  it('changes no byte of the image data: the metadata blocks only', async () => {
    const image = await newsImage();
    const { file } = await download(image.path, 'original-bytes.jpg');
    const downloaded = await imageDataOf(file);
    const stored = await imageDataOf(keep(photo, 'sent.jpg'));
    expect(downloaded.hash).toBeTruthy();
    expect(downloaded.hash).toBe(stored.hash);
    expect(downloaded.stripped.equals(stored.stripped)).toBe(true);
    const [sentPixels, servedPixels] = await Promise.all([photo, fs.readFileSync(file)].map((data) => sharp(data).raw().toBuffer()));
    expect(servedPixels?.equals(sentPixels as Buffer)).toBe(true);
  });

  it('writes XMP into the WebP renditions, their image data untouched', async () => {
    const image = await newsImage();
    expect(image.renditions.length).toBeGreaterThan(0);
    const [rendition] = image.renditions as [ClientImage['renditions'][number]];
    const { file } = await download(rendition.url, 'rendition.webp');
    const tags = await readBack(file);
    expect(tags).toMatchObject({
      'XMP-photoshop:Headline': HEADLINE,
      'XMP-dc:Description': CAPTION,
      'XMP-photoshop:Credit': `${SOURCE} / ${AGENCY}`,
      'XMP-xmpRights:UsageTerms': expect.stringContaining(TERMS),
      'XMP-photoshop:City': 'काठमाडौं',
      'XMP-dc:Identifier': `http://portal.test/news/${newsId}/files/${image.id}`,
    });
    const [row] = await t.db.select({ renditions: media.renditions }).from(media).where(eq(media.id, image.id));
    const storedPath = row?.renditions?.find((one) => one.width === rendition.width)?.path as string;
    const stored = await imageDataOf(keep(await storage().read(storedPath), 'stored.webp'));
    const served = await imageDataOf(file);
    expect(served.hash).toBe(stored.hash);
    expect(served.stripped.equals(stored.stripped)).toBe(true);
  });

  it('puts the pictures with their metadata into the news ZIP', async () => {
    const image = await newsImage();
    const answer = await t.app.inject({ url: `/api/auth/v2/client/news/download.zip?ids=${newsId}`, headers: client });
    expect(answer.statusCode).toBe(200);
    const entries = await unzip(answer.rawPayload);
    const [name, picture] = [...entries].find(([entry]) => entry.endsWith(`/${image.id}.jpg`)) ?? [];
    expect(name).toBeDefined();
    const tags = await readBack(keep(picture as Buffer, 'zipped.jpg'));
    expect(tags).toMatchObject({ 'IPTC:Headline': HEADLINE, 'IPTC:Caption-Abstract': CAPTION, 'XMP-dc:Description': CAPTION });
    expect(
      (await imageDataOf(keep(picture as Buffer, 'zipped-data.jpg'))).stripped.equals((await imageDataOf(keep(photo, 'z.jpg'))).stripped),
    ).toBe(true);
  });

  it('writes a gallery photo: its own caption, the gallery’s title, no categories', async () => {
    const image = await galleryImage();
    const { file } = await download(image.path, 'gallery.jpg');
    const tags = await readBack(file);
    expect(tags).toMatchObject({
      'IPTC:Headline': 'होलीका रङ',
      'IPTC:Caption-Abstract': 'रङमा रङिएका युवा',
      'XMP-photoshop:Credit': AGENCY,
      'IPTC:Credit': AGENCY,
      'XMP-dc:Identifier': `http://portal.test/feature-photos/${galleryId}/files/${image.id}`,
      'IPTC:OriginalTransmissionReference': `gallery-${galleryId}`,
    });
    expect(tags['IPTC:Keywords']).toBeUndefined();
    expect(tags['IPTC:By-line']).toBeUndefined();
  });

  it('brings a corrected caption into the next download, under a new copy; the old copy stays named a day', async () => {
    const image = await newsImage();
    const [before] = await t.db
      .select()
      .from(pictureCopies)
      .where(eq(pictureCopies.path, new URL(image.path, 'http://x').pathname.slice(7)));
    await send('PUT', `/api/v1/news/${newsId}`, newsForm({ status: 'published', media: [{ id: image.id, caption: 'सच्याइएको क्याप्सन' }] }));
    expect(await t.app.writePictureMetadata()).toBeGreaterThan(0);
    const { file } = await download((await newsImage()).path, 'corrected.jpg');
    expect(await readBack(file)).toMatchObject({ 'IPTC:Caption-Abstract': 'सच्याइएको क्याप्सन', 'XMP-dc:Description': 'सच्याइएको क्याप्सन' });
    const copies = await t.db
      .select()
      .from(pictureCopies)
      .where(eq(pictureCopies.path, before?.path as string));
    expect(copies.find((copy) => copy.copyPath === before?.copyPath)?.retiredAt).toBeInstanceOf(Date);
    expect(copies.filter((copy) => copy.retiredAt === null)).toHaveLength(1);
    // Nothing changed since: the next run writes nothing.
    expect(await t.app.writePictureMetadata()).toBe(0);
  });

  it('writes a category’s new IPTC Media Topics into its pictures: keywords and About Cv Terms', async () => {
    const put = (codes: string[]) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/categories/${POLITICS}/mediaTopics`, headers: staff, payload: { codes } });
    const answer = await put(['medtop:11000000', 'medtop:20000594']);
    expect(answer.statusCode, answer.body).toBe(200);
    // The change marks the item (a trigger on category_media_topics): the next run writes its picture again.
    expect(await t.app.writePictureMetadata()).toBeGreaterThan(0);
    const { file } = await download((await newsImage()).path, 'topics.jpg');
    const tags = await readBack(file);
    // The category's Nepali name and the topic's Nepali label are one keyword; IPTC's English label where we wrote none.
    expect(tags['XMP-dc:Subject']).toEqual(['राजनीति', 'civil and public service']);
    expect(tags['IPTC:Keywords']).toEqual(['राजनीति', 'civil and public service']);
    expect(tags['XMP-iptcExt:AboutCvTermId']).toEqual([
      'http://cv.iptc.org/newscodes/mediatopic/11000000',
      'http://cv.iptc.org/newscodes/mediatopic/20000594',
    ]);
    expect(tags['XMP-iptcExt:AboutCvTermName']).toEqual(['राजनीति', 'civil and public service']);
    // Back to the seeded default for the tests after this one.
    expect((await put(['medtop:11000000'])).statusCode).toBe(200);
    expect(await t.app.writePictureMetadata()).toBeGreaterThan(0);
  });

  it('serves a picture whose metadata cannot be written as stored, and logs why', async () => {
    // A file that opens as a JPEG and is corrupt further in: exiftool refuses it.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(300, 7)]);
    const [row] = await t.db
      .insert(media)
      .values({
        newsId,
        kind: 'image',
        path: 'news/broken-picture.jpg',
        extension: 'jpg',
        mime: 'image/jpeg',
        size: broken.length,
        renditions: [],
      })
      .returning();
    await storage().write('news/broken-picture.jpg', broken);
    const warn = vi.spyOn(t.app.log, 'warn');
    await t.app.writePictureMetadata();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ mediaId: row?.id }),
      'picture metadata not written: the picture is served as stored',
    );
    const served = await t.app.inject({ url: createMediaLinks({ secret: t.config.appSecret }).sign('news/broken-picture.jpg') });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(broken)).toBe(true);
    expect(
      await t.db
        .select()
        .from(pictureCopies)
        .where(eq(pictureCopies.mediaId, row?.id as number)),
    ).toEqual([]);
    expect(await t.db.select().from(pictureMetadataPending)).toEqual([]);
    warn.mockRestore();
    await t.db.delete(media).where(eq(media.id, row?.id as number));
  });

  it('leaves the picture served as before when a run dies between writing the new copy and switching to it', async () => {
    const image = await newsImage();
    const before = (await download(image.path, 'before-crash.jpg')).bytes;
    await send('PUT', `/api/v1/news/${newsId}`, newsForm({ status: 'published', media: [{ id: image.id, caption: 'मरेको प्रक्रिया' }] }));
    // The database refuses the switch, as a process killed at that point never makes it.
    await t.db.execute(sql`create function refuse_switch() returns trigger language plpgsql as $$ begin raise exception 'killed'; end $$`);
    await t.db.execute(sql`create trigger refuse_switch before insert on picture_copies for each row execute function refuse_switch()`);
    try {
      await t.app.writePictureMetadata();
    } finally {
      await t.db.execute(sql`drop trigger refuse_switch on picture_copies`);
      await t.db.execute(sql`drop function refuse_switch()`);
    }
    const after = await download(image.path, 'after-crash.jpg');
    expect(after.bytes.equals(before)).toBe(true);
    expect(await t.db.select().from(pictureMetadataPending)).not.toEqual([]);
    // The lease of the failed run runs out, and the next run writes the caption.
    await t.db.update(pictureMetadataPending).set({ leasedUntil: null });
    await t.app.writePictureMetadata();
    expect(await readBack((await download(image.path, 'after-retry.jpg')).file)).toMatchObject({ 'IPTC:Caption-Abstract': 'मरेको प्रक्रिया' });
  });
});
