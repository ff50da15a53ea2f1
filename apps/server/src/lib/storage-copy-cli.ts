import 'dotenv/config';
import { ConfigError, loadConfig } from '../config.ts';
import { createStorage } from './create-storage.ts';
import { copyDiskStore } from './storage-copy.ts';

// `npm run storage:copy`: the media under DATA_DIR into the bucket STORAGE_URL names, before switching to it.
const config = loadConfig();
if (config.storage.kind !== 's3')
  throw new ConfigError('storage:copy needs STORAGE_URL=s3://bucket: the bucket to copy DATA_DIR/media into');
const target = createStorage(config.storage);
await target.init();
const from = config.mediaDir;
const counts = await copyDiskStore(from, target);
console.log(
  `${from} -> ${target.location}: ${counts.copied} copied, ${counts.skipped} already there with the same size, ${counts.total} files`,
);
