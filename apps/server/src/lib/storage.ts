import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files under `root`, written first to `tmp/` and moved into place only after the caller's
 * database row committed (`commit`), so a crash never leaves a row pointing at half a file.
 * `tmp/` is emptied at start.
 */
export function createStorage(root: string) {
  const tmpDir = path.join(root, 'tmp');

  function resolve(relativePath: string) {
    const full = path.resolve(root, relativePath);
    if (!full.startsWith(root + path.sep)) throw new Error(`path escapes the storage root: ${relativePath}`);
    return full;
  }

  return {
    root,
    async init() {
      await fs.rm(tmpDir, { recursive: true, force: true });
      await fs.mkdir(tmpDir, { recursive: true });
    },
    /** Writes `data` (streamed when it is a stream) to a temporary file; answers the final relative path plus commit/discard. */
    async stage(folder: string, extension: string, data: Buffer | Readable) {
      const name = `${randomUUID()}.${extension}`;
      const relativePath = `${folder}/${name}`;
      const tmpPath = path.join(tmpDir, name);
      try {
        if (Buffer.isBuffer(data)) await fs.writeFile(tmpPath, data);
        else await pipeline(data, createWriteStream(tmpPath));
      } catch (error) {
        // A stream cut short (a refused upload, a dropped connection) leaves no partial file.
        await fs.rm(tmpPath, { force: true });
        throw error;
      }
      return {
        relativePath,
        async commit() {
          const target = resolve(relativePath);
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.rename(tmpPath, target);
        },
        async discard() {
          await fs.rm(tmpPath, { force: true });
        },
      };
    },
    async remove(relativePath: string) {
      await fs.rm(resolve(relativePath), { force: true });
    },
    resolve,
  };
}
export type Storage = ReturnType<typeof createStorage>;
