import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { ExifTool } from 'exiftool-vendored';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { media, pictureCopies } from './db/schema.ts';
import { seedReferenceData } from './db/seed.ts';
import { buildStaff } from './test/content-factories.ts';
import { PASSWORD } from './test/factories.ts';
import { deskForm } from './test/http.ts';
import { freePort, spawnPortal, untilListening } from './test/server-process.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-killed-metadata-'));
const dataDir = path.join(workDir, 'data');
const mediaDir = path.join(dataDir, 'media');
const PICTURES = 8;
let server: ChildProcess | undefined;
let staffEmail: string;
const exiftool = new ExifTool({ maxProcs: 1 });

/** A photo of noise (nothing compresses it away), different for each seed. */
function photo(seed: number) {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index++) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[index] = (state >> 16) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const filesUnder = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.startsWith('.')) : []);

beforeAll(async () => {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    staffEmail = (await buildStaff(database.db)).email;
  } finally {
    await database.close();
  }
}, 60_000);
afterAll(async () => {
  server?.kill('SIGKILL');
  await exiftool.end();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('an instance killed (kill -9) while it writes pictures’ metadata', () => {
  it('leaves every picture served whole: its previous file or a complete copy, never a broken or missing one', {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    server = spawnPortal({ DATA_DIR: dataDir, PORT: String(port), PICTURE_METADATA_SECONDS: '1' });
    await untilListening(server);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/v2/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staffEmail, password: PASSWORD }),
    });
    const token = (await login.json()).data.access_token as string;
    const photos = await Promise.all(Array.from({ length: PICTURES }, (_, index) => photo(index + 1)));
    const form = await deskForm(
      {
        title: 'पोखरामा हिमपात',
        description: '<p>फेवा ताल</p>',
        media: photos.map((_, index) => ({ file: index, caption: `तस्बिर ${index}` })),
      },
      photos.map((data, index) => ({ field: 'files', data, name: `${index}.jpg` })),
    );
    const saved = await fetch(`${base}/api/v1/galleries`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: new Uint8Array(form.payload),
    });
    expect(saved.status).toBe(201);

    // The job starts after the publish: kill the process as soon as it has placed its first copy.
    const copies = () =>
      filesUnder(path.join(mediaDir, 'gallery', 'iptc')).length + filesUnder(path.join(mediaDir, 'gallery', 'renditions', 'iptc')).length;
    const deadline = Date.now() + 60_000;
    while (copies() === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(copies()).toBeGreaterThan(0);
    const exited = once(server, 'exit');
    server.kill('SIGKILL');
    expect((await exited)[1]).toBe('SIGKILL');

    const database = await openDatabase({ dataDir });
    try {
      const pictures = await database.db.select().from(media).where(eq(media.kind, 'image'));
      expect(pictures).toHaveLength(PICTURES);
      let withMetadata = 0;
      for (const picture of pictures) {
        for (const stored of [picture.path, ...(picture.renditions ?? []).map((rendition) => rendition.path)]) {
          const [copy] = await database.db
            .select()
            .from(pictureCopies)
            .where(and(eq(pictureCopies.path, stored), isNull(pictureCopies.retiredAt)));
          // What /media serves for this link: the current copy, else the file as stored.
          const served = path.join(mediaDir, copy?.copyPath ?? stored);
          expect(fs.existsSync(served), served).toBe(true);
          const decoded = await sharp(fs.readFileSync(served), { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
          expect(decoded.info.width).toBeGreaterThan(0);
          if (copy) {
            withMetadata++;
            const tags = (await exiftool.readRaw(served, { readArgs: ['-G1'] })) as Record<string, unknown>;
            expect(tags['XMP-photoshop:Headline']).toBe('पोखरामा हिमपात');
          }
        }
      }
      // Killed midway: some files have their copy, and the others are served as stored until a run takes the mark again.
      expect(withMetadata).toBeLessThan(PICTURES * 4);
    } finally {
      await database.close();
    }
  });
});
