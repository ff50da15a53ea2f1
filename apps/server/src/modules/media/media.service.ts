import path from 'node:path';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { media, StoredRendition } from '../../db/schema.ts';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import { makeRenditions, type Rendition } from '../../lib/image-renditions.ts';
import type { Placeable, StagedFile, Storage } from '../../lib/storage.ts';
import type { MediaRow } from './media.repository.ts';

type MediaValues = Omit<typeof media.$inferInsert, 'id' | 'newsId' | 'galleryId' | 'videoId'>;
/** A media file (and a picture's thumbnail and renditions) on its way to a row; `path` names it, see StagedFile. */
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

/** One placeable of several files: all placed, kept or discarded together. */
function together(files: readonly Placeable[]): Placeable {
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

/** Every stored file of a media row: the original, its thumbnail and its renditions. */
const filesOf = (row: Pick<MediaRow, 'path' | 'thumbnailPath' | 'renditions'>) => [
  row.path,
  ...(row.thumbnailPath ? [row.thumbnailPath] : []),
  ...(row.renditions ?? []).map((rendition) => rendition.path),
];

/**
 * Turns an uploaded file into a media row's values: type checked by magic bytes, dimensions read, and
 * for pictures a card thumbnail and WebP renditions made. Files are staged, to be saved with their row
 * by saveWithPlacedFiles.
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

  /** Renditions staged under `folder`/renditions; when one fails, the others are discarded. */
  async function stageRenditions(made: Rendition[], folder: string): Promise<{ files: StagedFile[]; stored: StoredRendition[] }> {
    const staged = await Promise.allSettled(made.map((rendition) => deps.storage.stage(`${folder}/renditions`, 'webp', rendition.data)));
    const files = staged.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = staged.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(files.map((file) => file.discard()));
      throw failed.reason;
    }
    return { files, stored: made.map((rendition, index) => ({ width: rendition.width, path: (files[index] as StagedFile).relativePath })) };
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
    let renditions: Awaited<ReturnType<typeof stageRenditions>> = { files: [], stored: [] };
    if (inspected.kind === 'image') {
      try {
        thumbnail = await stageThumbnail(data, folder);
        renditions = await stageRenditions(await makeRenditions(data, inspected.width), folder);
      } catch {
        // A picture whose header reads well can still be cut short or corrupt further in.
        await thumbnail?.discard();
        throw refuse();
      }
    }
    const file = await deps.storage.stage(folder, inspected.extension, data);
    return {
      values: {
        ...inspected,
        path: file.relativePath,
        thumbnailPath: thumbnail?.relativePath ?? null,
        renditions: renditions.stored,
        size: data.length,
      },
      ...together([file, ...(thumbnail ? [thumbnail] : []), ...renditions.files]),
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
        values: {
          ...accepted,
          mime: detected.mime,
          width: null,
          height: null,
          path: file.relativePath,
          thumbnailPath: null,
          renditions: [],
          size,
        },
        place: file.place,
        keep: file.keep,
        discard: file.discard,
      };
    },

    /**
     * Deletes the stored files of media rows already removed from the database. Best effort: the rows
     * are gone, so a file that cannot be deleted is an unreachable orphan, not a reason to fail a save.
     */
    async removeFiles(rows: readonly Pick<MediaRow, 'path' | 'thumbnailPath' | 'renditions'>[]): Promise<void> {
      await Promise.allSettled(rows.flatMap(filesOf).map((relativePath) => deps.storage.remove(relativePath)));
    },

    /**
     * Makes the renditions of a picture stored without them (the backfill): staged beside its
     * original, placed, then `save`d. When `save` answers false (another run was first, or the row is
     * gone) or fails, the new files are deleted again. 'unreadable': the original is missing or does
     * not decode, and nothing was made.
     */
    async addRenditions(
      row: Pick<MediaRow, 'path' | 'width'>,
      save: (renditions: StoredRendition[]) => Promise<boolean>,
    ): Promise<'saved' | 'taken' | 'unreadable'> {
      let made: Rendition[];
      try {
        made = await makeRenditions(await deps.storage.read(row.path), row.width);
      } catch {
        return 'unreadable';
      }
      const { files, stored } = await stageRenditions(made, path.posix.dirname(row.path));
      const staged = together(files);
      try {
        await staged.place();
        if (!(await save(stored))) {
          await staged.discard();
          return 'taken';
        }
        staged.keep();
        return 'saved';
      } catch (error) {
        await staged.discard();
        throw error;
      }
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
