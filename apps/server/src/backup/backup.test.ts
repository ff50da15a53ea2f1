import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3StorageConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { news } from '../db/schema.ts';
import { createDiskStorage } from '../lib/disk-storage.ts';
import { createS3Storage } from '../lib/s3-storage.ts';
import type { Storage } from '../lib/storage.ts';
import { buildStaff, imageFile, newsFixture, pdfFile } from '../test/content-factories.ts';
import { buildClient } from '../test/factories.ts';
import { type S3Server, startS3Server } from '../test/s3-server.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { countRows, publicTables } from './backup.repository.ts';
import { BackupMismatchError, type Manifest, objectFile, sha256Of } from './backup-manifest.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const RESTORE_MS = 60_000;
let source: TestDatabase;
let sourceStore: Storage;
let s3: S3Server;
let folder: string;
let backup: string;
let manifest: Manifest;
const opened: TestDatabase[] = [];

const newFolder = (name: string) => fs.mkdtempSync(path.join(folder, `${name}-`));
async function emptyDatabase() {
  const database = await createTestDatabase({ state: 'empty' });
  opened.push(database);
  return database;
}

async function rowCounts(db: Database) {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(db)) counts[table] = await countRows(db, table);
  return counts;
}

async function checksums(storage: Storage) {
  const sums: Record<string, string> = {};
  for await (const file of storage.list()) sums[file.relativePath] = (await sha256Of(await storage.stream(file.relativePath))).sha256;
  return sums;
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
  s3 = await startS3Server();
  source = await createTestDatabase({ state: 'seeded' });
  opened.push(source);
  const dataDir = newFolder('source');
  const t = await buildTestApp({ database: source, env: { DATA_DIR: dataDir } });
  const staff = await buildStaff(source.db);
  await t.app.content.news.create(newsFixture(staff.id, { files: [await imageFile(), { data: pdfFile() }] }));
  await t.app.content.news.create(newsFixture(staff.id, { title: 'Monsoon arrives early', files: [await imageFile(80)] }));
  // The portal stopped, so nothing it does in the background changes the source after the backup.
  await t.close();
  sourceStore = createDiskStorage(path.join(dataDir, 'media'));
  backup = newFolder('backup');
  manifest = await writeBackup({ database: source, storage: sourceStore, destination: backup });
}, BUILDS_ITS_OWN_APP_MS);
afterAll(async () => {
  for (const database of opened) await database.close();
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes every table of one snapshot, every stored object with its SHA-256, and the migration', async () => {
    expect(manifest.tables).toEqual(await rowCounts(source.db));
    expect(manifest.tables.news).toBe(2);
    const stored = await checksums(sourceStore);
    expect(Object.keys(stored).length).toBeGreaterThanOrEqual(3);
    expect(Object.fromEntries(manifest.objects.map((object) => [object.key, object.sha256]))).toEqual(stored);
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    expect(fs.readdirSync(path.join(backup, 'tables'))).toContain('news.ndjson');
  });

  it('refuses a folder that is not empty', async () => {
    await expect(writeBackup({ database: source, storage: sourceStore, destination: backup })).rejects.toThrow(/is not empty/);
  });
});

describe('npm run restore', () => {
  it(
    'brings every row and object back into an empty database and store, sequences past the restored ids',
    async () => {
      const database = await emptyDatabase();
      const storage = createDiskStorage(newFolder('store'));
      await restoreBackup({ source: backup, database, storage });
      expect(await rowCounts(database.db)).toEqual(await rowCounts(source.db));
      expect(await checksums(storage)).toEqual(await checksums(sourceStore));
      const titles = (await database.db.select({ title: news.title }).from(news)).map((row) => row.title).sort();
      expect(titles).toEqual(['Monsoon arrives early', 'Parliament passes the federal budget']);
      const staffIds = (await source.db.select({ id: news.userId }).from(news)).map((row) => row.id);
      const next = await buildClient(database.db);
      expect(next.id).toBeGreaterThan(Math.max(...staffIds));

      await expect(restoreBackup({ source: backup, database, storage: createDiskStorage(newFolder('store')) })).rejects.toThrow(
        /the target database is not empty/,
      );
      await expect(restoreBackup({ source: backup, database: await emptyDatabase(), storage })).rejects.toThrow(
        /the target store is not empty/,
      );
    },
    RESTORE_MS,
  );

  it(
    'fails on an object whose bytes differ from the manifest, before writing anything',
    async () => {
      const corrupted = newFolder('corrupted');
      fs.cpSync(backup, corrupted, { recursive: true });
      const [picture] = manifest.objects;
      if (!picture) throw new Error('the backup holds no object');
      fs.appendFileSync(objectFile(corrupted, picture.key), 'x');
      const database = await emptyDatabase();
      const storage = createDiskStorage(newFolder('store'));
      const failure = await restoreBackup({ source: corrupted, database, storage }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BackupMismatchError);
      expect((failure as BackupMismatchError).problems).toEqual([
        expect.stringContaining(`object ${picture.key}: ${picture.size + 1} bytes`),
      ]);
      expect(await checksums(storage)).toEqual({});
      expect(await publicTables(database.db)).toEqual([]);
    },
    RESTORE_MS,
  );

  it(
    'restores into a bucket, and the bucket backs up to the same objects',
    async () => {
      const bucket = () => createS3Storage(loadConfig(s3.env('restored')).storage as S3StorageConfig);
      const database = await emptyDatabase();
      await restoreBackup({ source: backup, database, storage: bucket() });
      const again = await writeBackup({ database, storage: bucket(), destination: newFolder('from-bucket') });
      expect(again.tables).toEqual(manifest.tables);
      const byKey = (objects: Manifest['objects']) => [...objects].sort((a, b) => a.key.localeCompare(b.key));
      expect(byKey(again.objects)).toEqual(byKey(manifest.objects));
    },
    RESTORE_MS,
  );
});
