import { createDiskStorage } from './disk-storage.ts';
import { isExportFile } from './export-files.ts';
import type { Storage } from './storage.ts';

export type CopyCounts = { copied: number; skipped: number; total: number };

/**
 * Copies a disk store (DATA_DIR/media) into `target` under the same paths, but for staged uploads and
 * exports, which live an hour. A file already there with the same size is skipped, so a copy cut short
 * is simply run again.
 */
export async function copyDiskStore(root: string, target: Storage): Promise<CopyCounts> {
  const source = createDiskStorage(root);
  let copied = 0;
  let total = 0;
  for await (const file of source.list()) {
    if (isExportFile(file.relativePath)) continue;
    total += 1;
    if ((await target.sizeOf(file.relativePath)) === file.size) continue;
    await target.write(file.relativePath, await source.stream(file.relativePath));
    copied += 1;
  }
  return { copied, skipped: total - copied, total };
}
