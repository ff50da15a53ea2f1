import type { StorageConfig } from '../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The store the configuration names: folders under DATA_DIR, or a bucket. */
export function createStorage(config: StorageConfig, now: () => Date = () => new Date()): Storage {
  return config.kind === 'disk' ? createDiskStorage(config.root, now) : createS3Storage(config, now);
}
