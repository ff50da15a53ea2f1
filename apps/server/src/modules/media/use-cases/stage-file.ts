import sharp from 'sharp';
import { makeRenditions } from '../../../lib/image-renditions.ts';
import type { StagedFile } from '../../../lib/storage.ts';
import { inspectFile } from './inspect-file.ts';
import { type FileCheck, type MediaDeps, refusalOf, type StagedMedia, stageRenditions, together } from './shared.ts';

const THUMBNAIL = { width: 480, height: 320 } as const;

/**
 * Turns a file held in memory into a media row's values: type checked by magic bytes, dimensions read,
 * and for pictures a card thumbnail and WebP renditions made, all staged to be saved with their row.
 */
export function createStageFile(deps: Pick<MediaDeps, 'storage'>) {
  async function stageThumbnail(data: Buffer, folder: string) {
    const thumbnail = await sharp(data, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return deps.storage.stage(`${folder}/thumbnails`, 'jpg', thumbnail);
  }

  return async function stage(data: Buffer, folder: string, check: FileCheck = {}): Promise<StagedMedia> {
    const inspected = await inspectFile(data, check.accept);
    if (!inspected) throw refusalOf(check);
    let thumbnail: StagedFile | undefined;
    let renditions: Awaited<ReturnType<typeof stageRenditions>> = { files: [], stored: [] };
    if (inspected.kind === 'image') {
      try {
        thumbnail = await stageThumbnail(data, folder);
        renditions = await stageRenditions(deps.storage, await makeRenditions(data, inspected.width), folder);
      } catch {
        // A picture whose header reads well can still be cut short or corrupt further in.
        await thumbnail?.discard();
        throw refusalOf(check);
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
  };
}
