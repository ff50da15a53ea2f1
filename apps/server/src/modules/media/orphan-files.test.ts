import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3StorageConfig } from '../../config.ts';
import { media } from '../../db/schema.ts';
import { createS3Storage } from '../../lib/s3-storage.ts';
import { STAGING_MAX_AGE_MS } from '../../lib/storage.ts';
import { buildStaff, imageFile, newsFixture } from '../../test/content-factories.ts';
import { findUser, registrationFields } from '../../test/factories.ts';
import { multipartBody, pngImage } from '../../test/http.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createNamedFiles } from './named-files.ts';
import { createOrphanSweep } from './orphan-files.ts';

let t: TestApp;
let s3: S3Server;
const lines: Record<string, unknown>[] = [];
/** Every stored path rows name: a registered client's logo, a news picture with its thumbnail and renditions. */
let named: string[];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  [t, s3] = await Promise.all([buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream }), startS3Server()]);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/register',
    ...(await multipartBody(registrationFields({ email: 'orphans@himaltimes.com' }), {
      logo: { data: await pngImage(), name: 'logo.png', type: 'image/png' },
    })),
  });
  expect(registered.statusCode).toBe(200);
  const staff = await buildStaff(t.db);
  await t.app.content.news.create(newsFixture(staff.id, { files: [await imageFile(700)] }));
  const [picture] = await t.db.select().from(media);
  const renditions = picture?.renditions?.map((rendition) => rendition.path) ?? [];
  expect(renditions.length).toBeGreaterThan(0);
  named = [(await findUser(t.db, 'orphans@himaltimes.com'))?.logoPath, picture?.path, picture?.thumbnailPath, ...renditions].filter(
    (one): one is string => Boolean(one),
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const HOUR_MS = 3_600_000;
const orphanPath = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`;

describe('the sweep of stored files no row names', () => {
  it('is a pg-boss job the portal runs once an hour', async () => {
    const queue = (await t.db.execute(sql`select name from pgboss.queue where name = 'orphan-file-sweep'`)) as unknown as {
      rows: unknown[];
    };
    expect(queue.rows).toHaveLength(1);
  });

  it('on disk: removes orphans older than the staging age, keeps a young orphan, named files, staged files, exports and other folders', async () => {
    const file = (relativePath: string) => path.join(t.config.mediaDir, relativePath);
    const store = (relativePath: string, hoursAgo: number) => {
      fs.mkdirSync(path.dirname(file(relativePath)), { recursive: true });
      fs.writeFileSync(file(relativePath), 'bytes');
      age(relativePath, hoursAgo);
    };
    const age = (relativePath: string, hoursAgo: number) => {
      const at = new Date(Date.now() - hoursAgo * HOUR_MS);
      fs.utimesSync(file(relativePath), at, at);
    };
    // The logo a registration killed (kill -9) between placing its file and committing its row left, and a rendition.
    const oldOrphans = [orphanPath('logos', 'png'), orphanPath('news/renditions', 'webp')];
    for (const orphan of oldOrphans) store(orphan, 2);
    const youngOrphan = orphanPath('news/thumbnails', 'jpg');
    store(youngOrphan, 0.5);
    for (const relativePath of named) age(relativePath, 2);
    const staged = `tmp/${randomUUID()}.png`;
    const exported = `exports/${randomUUID()}/news.csv`;
    const foreign = orphanPath('backups', 'tar');
    for (const other of [staged, exported, foreign]) store(other, 2);

    const removed = await t.app.sweepOrphanFiles();

    expect(removed.sort()).toEqual([...oldOrphans].sort());
    for (const orphan of oldOrphans) expect(fs.existsSync(file(orphan))).toBe(false);
    for (const kept of [youngOrphan, ...named, staged, exported])
      expect({ kept, there: fs.existsSync(file(kept)) }).toEqual({ kept, there: true });
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'stored files no row names removed',
        removed: 2,
        paths: expect.arrayContaining(oldOrphans),
      }),
    );
    expect(await t.app.sweepOrphanFiles()).toEqual([]);
  });

  it('in an S3 bucket: keeps a young orphan and named files, and removes the orphan once it is older than the staging age', async () => {
    const config = loadConfig({ ...s3.env('portal/media'), DATA_DIR: t.config.dataDir }).storage as S3StorageConfig;
    let clock = Date.now();
    const bucket = createS3Storage(config, () => new Date(clock));
    // The bucket of a portal whose rows are those of this database.
    for (const relativePath of named) await bucket.write(relativePath, Buffer.from('bytes'));
    const orphan = orphanPath('logos', 'png');
    await bucket.write(orphan, Buffer.from('bytes'));
    const staged = await bucket.stage('news', 'png', Buffer.from('bytes'));
    // Another application's object in a bucket the portal shares: outside the portal's folders.
    const foreign = orphanPath('backups', 'tar');
    await bucket.write(foreign, Buffer.from('bytes'));
    const sweep = createOrphanSweep({ storage: bucket, named: createNamedFiles(t.db), now: () => new Date(clock), log: t.app.log });

    expect(await sweep()).toEqual([]);
    clock += STAGING_MAX_AGE_MS + 60_000;
    expect(await sweep()).toEqual([orphan]);

    expect(await bucket.sizeOf(orphan)).toBeUndefined();
    for (const kept of named) expect({ kept, size: await bucket.sizeOf(kept) }).toEqual({ kept, size: 5 });
    expect(await bucket.sizeOf(`staging/${path.posix.basename(staged.relativePath)}`)).toBe(5);
    expect(await bucket.sizeOf(foreign)).toBe(5);
  });
});
