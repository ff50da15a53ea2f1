import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { media } from '../../db/schema.ts';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import type { Placeable, StagedFile, Storage } from '../../lib/storage.ts';
import type { MediaRow } from './media.repository.ts';

type MediaValues = Omit<typeof media.$inferInsert, 'id' | 'newsId' | 'galleryId' | 'videoId'>;
/** A media file (and its thumbnail) on its way to a row; `path` names it, see StagedFile. */
export type StagedMedia = Placeable & { values: MediaValues };
/** MIME types (as file-type names them) a caller takes; every type the portal stores when not given. */
export type AcceptedTypes = ReadonlySet<string>;
/** How a file is checked: the types accepted, and the form field and message of a refusal. */
export type FileCheck = { accept?: AcceptedTypes; field?: string; refusal?: string };
type Inspected = Pick<MediaValues, 'kind' | 'extension' | 'mime' | 'width' | 'height'>;

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

const THUMBNAIL = { width: 480, height: 320 } as const;
/** Enough of a file's first bytes for file-type to name every type above. */
const SAMPLE_BYTES = 4100;

/** The first bytes of a stream, and an iterable of the whole stream again (those bytes, then the rest). */
async function peek(source: Readable): Promise<{ head: Buffer; whole: AsyncGenerator<Buffer> }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SAMPLE_BYTES && !ended) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else {
      read.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(read);
  async function* whole() {
    yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head, whole: whole() };
}

async function gather(chunks: AsyncIterable<Buffer>, maxBytes: number, field: string): Promise<Buffer> {
  const read: Buffer[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    length += chunk.length;
    if (length > maxBytes) throw new PayloadTooLargeError(field);
    read.push(chunk);
  }
  return Buffer.concat(read);
}
export const UNSUPPORTED_FILE = 'This file type is not accepted. Send JPG, PNG, WebP or GIF images, MP4, WebM, MOV or AVI videos, or PDF.';

/**
 * Turns an uploaded file into a media row's values: type checked by magic bytes, dimensions read and a
 * card thumbnail made for images. Files are staged, to be saved with their row by saveWithPlacedFiles.
 */
export function createMediaService(deps: { storage: Storage }) {
  async function stageThumbnail(data: Buffer, folder: string) {
    const thumbnail = await sharp(data, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return deps.storage.stage(`${folder}/thumbnails`, 'jpg', thumbnail);
  }

  /** The file's type and an image's dimensions, or undefined when its bytes are not of an accepted type. */
  async function inspect(data: Buffer, accept?: AcceptedTypes): Promise<Inspected | undefined> {
    const detected = await fileTypeFromBuffer(data);
    const accepted = detected && (!accept || accept.has(detected.mime)) ? ACCEPTED.get(detected.mime) : undefined;
    if (!detected || !accepted) return undefined;
    const inspected = { ...accepted, mime: detected.mime, width: null, height: null };
    if (accepted.kind !== 'image') return inspected;
    try {
      const metadata = await sharp(data, { failOn: 'error' }).metadata();
      return {
        ...inspected,
        width: metadata.autoOrient?.width ?? metadata.width ?? null,
        height: metadata.autoOrient?.height ?? metadata.height ?? null,
      };
    } catch {
      return undefined;
    }
  }

  async function stage(data: Buffer, folder: string, check: FileCheck = {}): Promise<StagedMedia> {
    const refuse = () => ValidationError.field(check.field ?? 'file', check.refusal ?? UNSUPPORTED_FILE);
    const inspected = await inspect(data, check.accept);
    if (!inspected) throw refuse();
    let thumbnail: StagedFile | undefined;
    if (inspected.kind === 'image') {
      try {
        thumbnail = await stageThumbnail(data, folder);
      } catch {
        // A picture whose header reads well can still be cut short or corrupt further in.
        throw refuse();
      }
    }
    const file = await deps.storage.stage(folder, inspected.extension, data);
    const files = thumbnail ? [file, thumbnail] : [file];
    return {
      values: { ...inspected, path: file.relativePath, thumbnailPath: thumbnail?.relativePath ?? null, size: data.length },
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

  return {
    inspect,

    stage,

    /**
     * Stages a file as it arrives (a multipart part), its type read from its first bytes: a picture is
     * gathered in memory (at most `maxImageBytes`) and staged like `stage`; any other file is streamed
     * to disk, never held whole in memory. The caller checks whether the source stopped at its size limit.
     */
    async stageStream(source: Readable, folder: string, check: FileCheck & { maxImageBytes: number }): Promise<StagedMedia> {
      const { head, whole } = await peek(source);
      const detected = await fileTypeFromBuffer(head);
      const accepted = detected && (!check.accept || check.accept.has(detected.mime)) ? ACCEPTED.get(detected.mime) : undefined;
      if (!detected || !accepted) {
        source.destroy();
        throw ValidationError.field(check.field ?? 'file', check.refusal ?? UNSUPPORTED_FILE);
      }
      if (accepted.kind === 'image') return stage(await gather(whole, check.maxImageBytes, check.field ?? 'file'), folder, check);
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of whole) {
            size += chunk.length;
            yield chunk;
          }
        })(),
      );
      const file = await deps.storage.stage(folder, accepted.extension, counted);
      return {
        values: { ...accepted, mime: detected.mime, width: null, height: null, path: file.relativePath, thumbnailPath: null, size },
        place: file.place,
        keep: file.keep,
        discard: file.discard,
      };
    },

    /**
     * Deletes the stored files of media rows already removed from the database. Best effort: the rows
     * are gone, so a file that cannot be deleted is an unreachable orphan, not a reason to fail a save.
     */
    async removeFiles(rows: readonly Pick<MediaRow, 'path' | 'thumbnailPath'>[]): Promise<void> {
      const paths = rows.flatMap((row) => (row.thumbnailPath ? [row.path, row.thumbnailPath] : [row.path]));
      await Promise.allSettled(paths.map((relativePath) => deps.storage.remove(relativePath)));
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
