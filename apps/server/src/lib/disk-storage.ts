import { randomUUID } from 'node:crypto';
import { createWriteStream, constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import send from '@fastify/send';
import {
  assertRelativePath,
  type Download,
  type DownloadHeaders,
  STAGING_MAX_AGE_MS,
  type StagedFile,
  type Storage,
  type StoredFile,
} from './storage.ts';

/** Flushes a file or folder to disk, so a rename or a write survives a power cut. */
async function flush(target: string) {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeDurably(target: string, data: Buffer | Uint8Array | Readable) {
  if (data instanceof Uint8Array) await fs.writeFile(target, data, { flush: true });
  else await pipeline(data, createWriteStream(target, { flush: true }));
}

/** Creates the folder when missing and flushes the folder that gained it, so the new entry lasts. */
async function ensureFolder(folder: string) {
  const firstCreated = await fs.mkdir(folder, { recursive: true });
  if (firstCreated) await flush(path.dirname(firstCreated));
}

/**
 * Files under `root` (DATA_DIR/media), staged in `tmp/` (see StagedFile) under random names. Several
 * processes may share the folder: none deletes a staged file younger than STAGING_MAX_AGE_MS, so a
 * start or a sweep never removes another's upload in flight.
 */
export function createDiskStorage(root: string, now: () => Date = () => new Date()) {
  const tmpDir = path.join(root, 'tmp');

  function resolve(relativePath: string) {
    assertRelativePath(relativePath);
    return path.join(root, relativePath);
  }

  async function removeOlderThan(folder: string, cutoff: Date) {
    const top = resolve(folder);
    const entries = await fs.readdir(top, { recursive: true, withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries.filter((one) => one.isFile())) {
      const full = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(full).catch(() => undefined);
      if (stat && stat.mtimeMs < cutoff.getTime()) {
        await fs.rm(full, { force: true });
        removed += 1;
      }
    }
    // Deepest first, so a folder emptied of folders goes too; a folder with files left stays.
    const folders = entries.filter((one) => one.isDirectory()).map((one) => path.join(one.parentPath, one.name));
    for (const emptied of folders.sort().reverse()) await fs.rmdir(emptied).catch(() => undefined);
    return removed;
  }

  async function* list(folder?: string): AsyncIterable<StoredFile> {
    const entries = await fs.opendir(folder ? resolve(folder) : root, { recursive: true }).catch(() => undefined);
    for await (const entry of entries ?? []) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const relativePath = path.relative(root, full).split(path.sep).join('/');
      if (relativePath.startsWith('tmp/')) continue;
      const stat = await fs.stat(full).catch(() => undefined);
      if (stat) yield { relativePath, modifiedAt: stat.mtime, size: stat.size };
    }
  }

  async function download(relativePath: string, request: IncomingMessage, headers: DownloadHeaders): Promise<Download | undefined> {
    assertRelativePath(relativePath);
    const result = await send(request, encodeURI(relativePath), { root, dotfiles: 'deny', index: false, etag: true });
    if (result.type !== 'file') {
      if (result.statusCode >= 500) throw result.type === 'error' ? result.metadata.error : new Error('media folder listing');
      if (result.statusCode === 404 || result.type === 'directory') return undefined;
    }
    return {
      statusCode: result.statusCode,
      headers: {
        ...(result.headers as Record<string, string | number>),
        ...(headers.contentType ? { 'content-type': headers.contentType } : {}),
        'cache-control': headers.cacheControl,
        'content-disposition': headers.contentDisposition,
      },
      stream: result.stream,
    };
  }

  return {
    location: root,
    root,
    resolve,
    async init() {
      await fs.mkdir(tmpDir, { recursive: true });
      await removeOlderThan('tmp', new Date(now().getTime() - STAGING_MAX_AGE_MS));
    },
    ping: () => fs.access(tmpDir, fsConstants.W_OK),

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
          // Dated by its placing, as a bucket dates a copy: the orphan sweep's age counts from here.
          const placedAt = now();
          await fs.utimes(target, placedAt, placedAt);
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

    async write(relativePath: string, data: Buffer | Uint8Array | Readable) {
      const target = resolve(relativePath);
      await ensureFolder(path.dirname(target));
      await writeDurably(target, data);
    },

    read(relativePath: string): Promise<Buffer> {
      return fs.readFile(resolve(relativePath));
    },

    async stream(relativePath: string): Promise<Readable> {
      const handle = await fs.open(resolve(relativePath), 'r');
      return handle.createReadStream();
    },

    async sizeOf(relativePath: string) {
      const stat = await fs.stat(resolve(relativePath)).catch(() => undefined);
      return stat?.isFile() ? stat.size : undefined;
    },

    async remove(relativePath: string) {
      await fs.rm(resolve(relativePath), { force: true });
    },

    list,
    download,
    removeOlderThan,
    sweepStaging: () => removeOlderThan('tmp', new Date(now().getTime() - STAGING_MAX_AGE_MS)),
  } satisfies Storage & { root: string; resolve(relativePath: string): string };
}
export type DiskStorage = ReturnType<typeof createDiskStorage>;
