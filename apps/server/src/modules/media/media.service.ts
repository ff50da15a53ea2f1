import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { media } from '../../db/schema.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';

type MediaValues = Omit<typeof media.$inferInsert, 'id' | 'newsId' | 'galleryId' | 'videoId'>;
export type StagedMedia = { values: MediaValues; commit(): Promise<void>; discard(): Promise<void> };

/** What the portal stores, decided by the file's bytes (never its name): MIME type → kind and extension. */
const ACCEPTED = new Map<string, { kind: MediaValues['kind']; extension: string }>([
  ['image/jpeg', { kind: 'image', extension: 'jpg' }],
  ['image/png', { kind: 'image', extension: 'png' }],
  ['image/webp', { kind: 'image', extension: 'webp' }],
  ['image/gif', { kind: 'image', extension: 'gif' }],
  ['video/mp4', { kind: 'video', extension: 'mp4' }],
  ['video/webm', { kind: 'video', extension: 'webm' }],
  ['video/quicktime', { kind: 'video', extension: 'mov' }],
  ['application/pdf', { kind: 'pdf', extension: 'pdf' }],
]);

const THUMBNAIL = { width: 480, height: 320 } as const;
export const UNSUPPORTED_FILE = 'This file type is not accepted. Send JPG, PNG, WebP or GIF images, MP4, WebM or MOV videos, or PDF.';

/**
 * Turns an uploaded file into a media row's values: type checked by magic bytes, dimensions read and a
 * card thumbnail made for images. Files are staged; `commit` after the row is saved, `discard` otherwise.
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

  return {
    async stage(data: Buffer, folder: string, field = 'file'): Promise<StagedMedia> {
      const detected = await fileTypeFromBuffer(data);
      const accepted = detected ? ACCEPTED.get(detected.mime) : undefined;
      if (!detected || !accepted) throw ValidationError.field(field, UNSUPPORTED_FILE);
      let dimensions: { width: number | null; height: number | null } = { width: null, height: null };
      let thumbnail: Awaited<ReturnType<typeof stageThumbnail>> | undefined;
      if (accepted.kind === 'image') {
        try {
          const metadata = await sharp(data, { failOn: 'error' }).metadata();
          dimensions = {
            width: metadata.autoOrient?.width ?? metadata.width ?? null,
            height: metadata.autoOrient?.height ?? metadata.height ?? null,
          };
          thumbnail = await stageThumbnail(data, folder);
        } catch {
          throw ValidationError.field(field, UNSUPPORTED_FILE);
        }
      }
      const file = await deps.storage.stage(folder, accepted.extension, data);
      return {
        values: {
          kind: accepted.kind,
          path: file.relativePath,
          thumbnailPath: thumbnail?.relativePath ?? null,
          extension: accepted.extension,
          mime: detected.mime,
          size: data.length,
          ...dimensions,
        },
        async commit() {
          await file.commit();
          await thumbnail?.commit();
        },
        async discard() {
          await file.discard();
          await thumbnail?.discard();
        },
      };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
