import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.ts';

/** Folders of a disk store that hold nothing to keep: staged uploads and exports live an hour. */
const PASSING = new Set(['tmp', 'exports']);

export type CopyCounts = { copied: number; skipped: number; total: number };

/** Every file under `root` as the relative path rows name it, without the passing folders. */
async function filesUnder(root: string): Promise<{ relativePath: string; size: number }[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const files = [];
  for (const entry of entries.filter((one) => one.isFile())) {
    const relativePath = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (PASSING.has(relativePath.split('/')[0] as string)) continue;
    files.push({ relativePath, size: (await fs.stat(path.join(root, relativePath))).size });
  }
  return files;
}

/**
 * Copies a disk store (DATA_DIR/media) into `target` under the same paths. A file already there with
 * the same size is skipped, so a copy cut short is simply run again.
 */
export async function copyDiskStore(root: string, target: Storage): Promise<CopyCounts> {
  const files = await filesUnder(root);
  let copied = 0;
  for (const file of files) {
    if ((await target.sizeOf(file.relativePath)) === file.size) continue;
    await target.write(file.relativePath, createReadStream(path.join(root, file.relativePath)));
    copied += 1;
  }
  return { copied, skipped: files.length - copied, total: files.length };
}
