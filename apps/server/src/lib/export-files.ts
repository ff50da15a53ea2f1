import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Storage } from './storage.ts';

const MINUTE_MS = 60_000;
/** How long a download link works: the browser opens it at once. */
export const EXPORT_LINK_MS = 15 * MINUTE_MS;
/** Files outlive their links a little, then go: an export holds a client's data. */
const KEEP_MS = 60 * MINUTE_MS;
const EXPORTS = 'exports';
/** An export's file: named by its signed link, never by a row, and swept by age (`sweep`) on its own. */
export const isExportFile = (relativePath: string) => relativePath.startsWith(`${EXPORTS}/`);
/** How often the portal sweeps old export files (once for all instances: lib/job-queue.ts `everyPeriod`). */
export const EXPORT_SWEEP_EVERY_MS = 10 * MINUTE_MS;

const FOLDER = /^[0-9a-f-]{36}$/;
const FILE_NAME = /^[\w.-]{1,100}$/;

export type ExportLink = { folder: string; name: string; expires: number; signature: string };

/**
 * Files made for one download (list exports), each in a folder of its own under `exports/` of the
 * storage, reached only through a link signed with `secret` that expires after EXPORT_LINK_MS. Whoever
 * holds the link may download the file once or more until then, so links go only to the client who
 * asked. `sweep` removes files older than an hour; the `export-sweep` job runs it (uploads.module.ts).
 */
export function createExportFiles(options: { storage: Storage; secret: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());

  function signature(folder: string, name: string, expires: number) {
    return createHmac('sha256', options.secret).update(`export\n${folder}/${name}\n${expires}`).digest('base64url').slice(0, 32);
  }

  const sweep = () => options.storage.removeOlderThan(EXPORTS, new Date(now().getTime() - KEEP_MS));

  return {
    /** Writes the file under its download name and answers the parts of its signed link. */
    async save(name: string, data: Uint8Array): Promise<ExportLink> {
      if (!FILE_NAME.test(name)) throw new Error(`unsafe export file name: ${name}`);
      const folder = randomUUID();
      await options.storage.write(`${EXPORTS}/${folder}/${name}`, data);
      const expires = Math.floor((now().getTime() + EXPORT_LINK_MS) / 1000);
      return { folder, name, expires, signature: signature(folder, name, expires) };
    },

    /** The stored path of the file a link points at, when the link is genuine and still valid; undefined otherwise. */
    resolve(link: ExportLink): string | undefined {
      if (!FOLDER.test(link.folder) || !FILE_NAME.test(link.name) || link.expires * 1000 < now().getTime()) return undefined;
      const expected = Buffer.from(signature(link.folder, link.name, link.expires));
      const given = Buffer.from(link.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return `${EXPORTS}/${link.folder}/${link.name}`;
    },

    sweep,
  };
}
export type ExportFiles = ReturnType<typeof createExportFiles>;
