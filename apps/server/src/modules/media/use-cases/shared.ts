import type { FileTypeResult } from 'file-type';
import type { media, StoredRendition } from '../../../db/schema.ts';
import { ValidationError } from '../../../lib/errors.ts';
import type { Rendition } from '../../../lib/image-renditions.ts';
import type { Placeable, StagedFile, Storage } from '../../../lib/storage.ts';

/** Everything the media use cases need. */
export type MediaDeps = { storage: Storage };

export type MediaValues = Omit<typeof media.$inferInsert, 'id' | 'newsId' | 'galleryId' | 'videoId'>;
/** A media file (and a picture's thumbnail and renditions) on its way to a row; `path` names it, see StagedFile. */
export type StagedMedia = Placeable & { values: MediaValues };
/** MIME types (as file-type names them) a caller takes; every type the portal stores when not given. */
export type AcceptedTypes = ReadonlySet<string>;
/** How a file is checked: the types accepted, and the form field and message of a refusal. */
export type FileCheck = { accept?: AcceptedTypes; field?: string; refusal?: string };

export const UNSUPPORTED_FILE = 'This file type is not accepted. Send JPG, PNG, WebP or GIF images, MP4, WebM, MOV or AVI videos, or PDF.';

/** What the portal stores, decided by the file's bytes (never its name): MIME type → kind and extension. */
const ACCEPTED = new Map<string, { kind: MediaValues['kind']; extension: string }>([
  ['image/jpeg', { kind: 'image', extension: 'jpg' }],
  ['image/png', { kind: 'image', extension: 'png' }],
  ['image/webp', { kind: 'image', extension: 'webp' }],
  ['image/gif', { kind: 'image', extension: 'gif' }],
  ['video/mp4', { kind: 'video', extension: 'mp4' }],
  ['video/webm', { kind: 'video', extension: 'webm' }],
  ['video/quicktime', { kind: 'video', extension: 'mov' }],
  ['video/vnd.avi', { kind: 'video', extension: 'avi' }],
  ['application/pdf', { kind: 'pdf', extension: 'pdf' }],
]);

/** The kind, extension and MIME type of a detected type the caller takes and the portal stores, else undefined. */
export function acceptedType(detected: FileTypeResult | undefined, accept?: AcceptedTypes) {
  const accepted = detected && (!accept || accept.has(detected.mime)) ? ACCEPTED.get(detected.mime) : undefined;
  return detected && accepted ? { ...accepted, mime: detected.mime } : undefined;
}

/** The refusal of a file that is not of an accepted type, under the caller's field and message. */
export const refusalOf = (check: FileCheck) => ValidationError.field(check.field ?? 'file', check.refusal ?? UNSUPPORTED_FILE);

/** One placeable of several files: all placed, kept or discarded together. */
export function together(files: readonly Placeable[]): Placeable {
  return {
    async place() {
      await Promise.all(files.map((one) => one.place()));
    },
    keep() {
      for (const one of files) one.keep();
    },
    async discard() {
      await Promise.all(files.map((one) => one.discard()));
    },
  };
}

/** Renditions staged under `folder`/renditions; when one fails, the others are discarded. */
export async function stageRenditions(
  storage: Storage,
  made: Rendition[],
  folder: string,
): Promise<{ files: StagedFile[]; stored: StoredRendition[] }> {
  const staged = await Promise.allSettled(made.map((rendition) => storage.stage(`${folder}/renditions`, 'webp', rendition.data)));
  const files = staged.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = staged.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(files.map((file) => file.discard()));
    throw failed.reason;
  }
  return { files, stored: made.map((rendition, index) => ({ width: rendition.width, path: (files[index] as StagedFile).relativePath })) };
}
