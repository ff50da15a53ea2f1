import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type S3StorageConfig } from '../config.ts';
import { type S3Server, startS3Server } from '../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { copyDiskStore } from './storage-copy.ts';

let s3: S3Server;
let dataDir: string;
const media = () => path.join(dataDir, 'media');

function put(relativePath: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(media(), relativePath)), { recursive: true });
  fs.writeFileSync(path.join(media(), relativePath), content);
}

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-copy-'));
  put('logos/a.png', 'logo');
  put('news/2026/05/b.jpg', 'picture');
  put('tmp/half-written.mp4', 'staged');
  put('exports/0f/list.csv', 'export');
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('storage:copy', () => {
  it('copies the media under their paths, skips what is already there with the same size, and leaves staged files and exports', async () => {
    const bucket = createS3Storage(loadConfig(s3.env('copied')).storage as S3StorageConfig);
    expect(await copyDiskStore(media(), bucket)).toEqual({ copied: 2, skipped: 0, total: 2 });
    expect((await bucket.read('news/2026/05/b.jpg')).toString()).toBe('picture');
    expect(await bucket.sizeOf('tmp/half-written.mp4')).toBeUndefined();
    expect(await copyDiskStore(media(), bucket)).toEqual({ copied: 0, skipped: 2, total: 2 });
    put('logos/a.png', 'a larger logo');
    expect(await copyDiskStore(media(), bucket)).toEqual({ copied: 1, skipped: 1, total: 2 });
    expect((await bucket.read('logos/a.png')).toString()).toBe('a larger logo');
  });

  it('runs as a command on the configured DATA_DIR and bucket, printing the counts', async () => {
    vi.stubEnv('DATA_DIR', dataDir);
    for (const [key, value] of Object.entries(s3.env('by-command'))) vi.stubEnv(key, value);
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await import('./storage-copy-cli.ts');
      expect(printed).toHaveBeenCalledWith(
        `${media()} -> s3://${s3.bucket}/by-command: 2 copied, 0 already there with the same size, 2 files`,
      );
    } finally {
      printed.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});
