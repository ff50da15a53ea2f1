import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage, type DiskStorage } from '../../lib/disk-storage.ts';
import { ValidationError } from '../../lib/errors.ts';
import { pdfFile } from '../../test/content-factories.ts';
import { createMediaService, type MediaService, UNSUPPORTED_FILE } from './media.service.ts';

let root: string;
let storage: DiskStorage;
let service: MediaService;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f6d365' } })
    .png()
    .toBuffer();
/** Every file under the storage folder, tmp/ included. */
const filesOnDisk = () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-media-service-'));
  storage = createDiskStorage(root);
  await storage.init();
  service = createMediaService({ storage });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the media service: pictures and their renditions', () => {
  it('stages a picture with its thumbnail and its WebP renditions beside it, placed with the original', async () => {
    const staged = await service.stage(await picture(1500, 1000), 'gallery');
    expect(staged.values).toMatchObject({ kind: 'image', extension: 'png', width: 1500, height: 1000 });
    expect(staged.values.renditions?.map((rendition) => rendition.width)).toEqual([320, 640, 1280]);
    await staged.place();
    staged.keep();
    for (const rendition of staged.values.renditions ?? []) {
      expect(rendition.path).toMatch(/^gallery\/renditions\/[0-9a-f-]+\.webp$/);
      const metadata = await sharp(await storage.read(rendition.path)).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', rendition.width]);
    }
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('never makes a rendition wider than the picture', async () => {
    const staged = await service.stage(await picture(500, 300), 'news');
    expect(staged.values.renditions?.map((rendition) => rendition.width)).toEqual([320, 500]);
    await staged.discard();
  });

  it('makes none for other files', async () => {
    const staged = await service.stage(pdfFile(), 'news');
    expect(staged.values).toMatchObject({ kind: 'pdf', thumbnailPath: null, renditions: [] });
    await staged.discard();
  });

  it('refuses a file that is no picture, or a picture cut short, with a field error and leaves no file behind', async () => {
    const whole = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2c3e50' } })
      .jpeg()
      .toBuffer();
    for (const data of [Buffer.from('just some text, not a picture'), whole.subarray(0, whole.length / 2)]) {
      const refusal = await service.stage(data, 'news', { field: 'files' }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ValidationError);
      expect((refusal as ValidationError).errors).toEqual({ files: [UNSUPPORTED_FILE] });
    }
    expect(filesOnDisk()).toEqual([]);
  });

  it('deletes the renditions with the original and the thumbnail', async () => {
    const staged = await service.stage(await picture(700, 700), 'news');
    await staged.place();
    staged.keep();
    expect(filesOnDisk()).toHaveLength(4);
    await service.removeFiles([
      { ...staged.values, thumbnailPath: staged.values.thumbnailPath ?? null, renditions: staged.values.renditions ?? null },
    ]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('adds renditions to a picture stored without them, and deletes them again when another run was first', async () => {
    const staged = await service.stage(await picture(800, 400), 'news');
    await staged.place();
    staged.keep();
    const original = { path: staged.values.path, width: 800 };
    for (const rendition of staged.values.renditions ?? []) await storage.remove(rendition.path);
    const before = filesOnDisk().length;

    expect(await service.addRenditions(original, async () => false)).toBe('taken');
    expect(filesOnDisk()).toHaveLength(before);
    let saved: unknown;
    expect(
      await service.addRenditions(original, async (renditions) => {
        saved = renditions;
        return true;
      }),
    ).toBe('saved');
    expect(filesOnDisk()).toHaveLength(before + 3);
    expect(saved).toEqual([
      { width: 320, path: expect.stringMatching(/^news\/renditions\//) },
      { width: 640, path: expect.stringMatching(/^news\/renditions\//) },
      { width: 800, path: expect.stringMatching(/^news\/renditions\//) },
    ]);
    await expect(service.addRenditions({ path: 'news/lost.png', width: 800 }, async () => true)).resolves.toBe('unreadable');
  });
});
