import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ExifTool, type WriteTags } from 'exiftool-vendored';
import type { IptcTags } from './iptc-photo-metadata.ts';

/** exiftool processes kept running (`-stay_open`) per portal process: pictures are written one after another by a background job. */
const PROCESSES = 1;
/** A picture whose metadata takes longer than this is given up (the process is restarted). */
const TASK_TIMEOUT_MS = 30_000;

/**
 * Writes metadata into pictures with exiftool (exiftool-vendored: ExifTool's own Perl script, run by the
 * machine's perl as a long-running `-stay_open` process). exiftool rewrites the metadata blocks only:
 * the image data is copied byte for byte, never decoded or encoded again. The picture goes through a
 * private temporary folder, as exiftool works on files.
 */
export function createMetadataWriter(options: { processes?: number } = {}) {
  const exiftool = new ExifTool({ maxProcs: options.processes ?? PROCESSES, taskTimeoutMillis: TASK_TIMEOUT_MS });

  return {
    /** `data` (a picture of type `extension`) with `tags` written; rejects when exiftool cannot write them. */
    async write(data: Buffer, extension: string, tags: IptcTags): Promise<Buffer> {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-metadata-'));
      const file = path.join(folder, `picture.${extension}`);
      try {
        await fs.writeFile(file, data);
        await exiftool.write(file, tags as WriteTags, { writeArgs: ['-overwrite_original'] });
        return await fs.readFile(file);
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },

    /** The version of exiftool that writes, for the start-up log. */
    version: () => exiftool.version(),

    /** Ends the exiftool processes. */
    end: () => exiftool.end(),
  };
}
export type MetadataWriter = ReturnType<typeof createMetadataWriter>;
