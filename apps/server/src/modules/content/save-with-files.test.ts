import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { galleries } from '../../db/schema.ts';
import { createDiskStorage, type DiskStorage } from '../../lib/disk-storage.ts';
import { buildClient } from '../../test/factories.ts';
import { pngImage } from '../../test/http.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createMediaRepository } from '../media/media.repository.ts';
import { createMediaService } from '../media/media.service.ts';
import { createContentCache } from './content-cache.ts';
import { type ArrangeFiles, saveWithFiles } from './save-with-files.ts';

let database: DatabaseHandle;
let root: string;
let storage: DiskStorage;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-save-with-files-'));
  storage = createDiskStorage(root);
  await storage.init();
  userId = (await buildClient(database.db)).id;
});
afterAll(async () => {
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every file under the storage folder, tmp/ included. */
const filesOnDisk = () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

async function saveGallery(title: string, arrange: ArrangeFiles) {
  const deps = {
    db: database.db,
    media: createMediaRepository(database.db),
    mediaService: createMediaService({ storage }),
    cache: createContentCache({ now: () => new Date(), nextEmbargoLift: async () => undefined, announce: async () => undefined }),
  };
  const files = [{ data: await pngImage() }];
  return saveWithFiles(deps, { owner: 'galleryId', folder: 'gallery', files, arrange }, async (tx) => {
    const [row] = await tx.insert(galleries).values({ title, userId }).returning({ id: galleries.id });
    return row as { id: number };
  });
}

describe('saveWithFiles', () => {
  it('has the files in their final place before the transaction that names them commits', async () => {
    const seenInTransaction: boolean[] = [];
    await saveGallery('Placed first', async (_tx, _id, added) => {
      for (const file of added) {
        seenInTransaction.push(fs.existsSync(storage.resolve(file.path)));
        if (file.thumbnailPath) seenInTransaction.push(fs.existsSync(storage.resolve(file.thumbnailPath)));
      }
    });
    expect(seenInTransaction).toEqual([true, true]);
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('leaves neither a row nor a file when the transaction rolls back', async () => {
    const before = filesOnDisk().length;
    await expect(
      saveGallery('Rolled back', async () => {
        throw new Error('the save fails after its files were placed');
      }),
    ).rejects.toThrow(/save fails/);
    expect(filesOnDisk()).toHaveLength(before);
    expect(await database.db.select().from(galleries).where(eq(galleries.title, 'Rolled back'))).toEqual([]);
  });
});
