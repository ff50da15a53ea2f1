import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A file on its way to a database row: written and flushed to `tmp/`, then `place`d (renamed into its
 * final path, the folder flushed) BEFORE the row that names it commits, and `keep`ed once it did.
 * `discard` removes it from wherever it is, unless it was kept.
 */
export type StagedFile = Placeable & { relativePath: string };
export type Placeable = { place(): Promise<void>; keep(): void; discard(): Promise<void> };

/**
 * Places `files`, runs `save` (the transaction writing the rows that name them) and keeps them; when
 * placing or saving fails, every file goes. A crash in between leaves an orphan file, never a row
 * pointing at a missing one.
 */
export async function saveWithPlacedFiles<T>(files: readonly Placeable[], save: () => Promise<T>): Promise<T> {
  try {
    await Promise.all(files.map((file) => file.place()));
    const saved = await save();
    for (const file of files) file.keep();
    return saved;
  } catch (error) {
    await Promise.all(files.map((file) => file.discard()));
    throw error;
  }
}

/** Flushes a file or folder to disk, so a rename or a write survives a power cut. */
async function flush(target: string) {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeDurably(target: string, data: Buffer | Readable) {
  if (Buffer.isBuffer(data)) await fs.writeFile(target, data, { flush: true });
  else await pipeline(data, createWriteStream(target, { flush: true }));
}

/**
 * Files under `root`, written first to `tmp/` (see StagedFile). `tmp/` is emptied by `init`, which only
 * the process holding the data folder's lock may call (lib/data-dir-lock.ts).
 */
export function createStorage(root: string) {
  const tmpDir = path.join(root, 'tmp');

  function resolve(relativePath: string) {
    const full = path.resolve(root, relativePath);
    if (!full.startsWith(root + path.sep)) throw new Error(`path escapes the storage root: ${relativePath}`);
    return full;
  }

  /** Creates the folder when missing and flushes the folder that gained it, so the new entry lasts. */
  async function ensureFolder(folder: string) {
    const firstCreated = await fs.mkdir(folder, { recursive: true });
    if (firstCreated) await flush(path.dirname(firstCreated));
  }

  return {
    root,
    async init() {
      await fs.rm(tmpDir, { recursive: true, force: true });
      await fs.mkdir(tmpDir, { recursive: true });
    },
    /** Writes `data` (streamed when it is a stream) to a temporary file, flushed to disk. */
    async stage(folder: string, extension: string, data: Buffer | Readable): Promise<StagedFile> {
      const name = `${randomUUID()}.${extension}`;
      const relativePath = `${folder}/${name}`;
      const tmpPath = path.join(tmpDir, name);
      const target = resolve(relativePath);
      try {
        await writeDurably(tmpPath, data);
      } catch (error) {
        // A stream cut short (a refused upload, a dropped connection) leaves no partial file.
        await fs.rm(tmpPath, { force: true });
        throw error;
      }
      let kept = false;
      return {
        relativePath,
        async place() {
          await ensureFolder(path.dirname(target));
          await fs.rename(tmpPath, target);
          await flush(path.dirname(target));
        },
        keep() {
          kept = true;
        },
        async discard() {
          if (kept) return;
          await Promise.all([fs.rm(tmpPath, { force: true }), fs.rm(target, { force: true })]);
        },
      };
    },
    read(relativePath: string): Promise<Buffer> {
      return fs.readFile(resolve(relativePath));
    },
    async remove(relativePath: string) {
      await fs.rm(resolve(relativePath), { force: true });
    },
    resolve,
  };
}
export type Storage = ReturnType<typeof createStorage>;
