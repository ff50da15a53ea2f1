import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { createHttpOut } from '../../lib/http-out.ts';
import type { Storage } from '../../lib/storage.ts';
import type { MediaService, StagedMedia } from '../media/media.service.ts';
import type { IngestRepository } from './ingest.repository.ts';
import type { IncomingPicture } from './ingest-parse.ts';

/** Pictures an item may carry into the portal. */
const PICTURES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** A media id names one stored file: letters, digits and the punctuation Superdesk's ids use. */
export const MEDIA_ID = /^[\w./:@~-]{1,200}$/;

export type IngestFilesDeps = {
  repository: IngestRepository;
  storage: Storage;
  mediaService: MediaService;
  httpOut: ReturnType<typeof createHttpOut>;
};

/** Where a pushed binary is kept: a hash of its media id (any characters, any length) and a new suffix per push. */
const pathOf = (mediaId: string) => `ingest/${createHash('sha256').update(mediaId).digest('hex')}-${randomUUID().slice(0, 8)}`;

/** The binaries Superdesk pushes (`/push_binary`), stored by media id for the items that name them. */
export function createIngestFiles(deps: IngestFilesDeps) {
  async function bytesOf(picture: IncomingPicture, log: FastifyBaseLogger): Promise<Buffer | undefined> {
    const stored = picture.mediaId ? await deps.repository.binary(picture.mediaId) : undefined;
    if (stored) return deps.storage.read(stored.path);
    // Not pushed: fetched by its address as every outbound call is, refusing private and local addresses.
    if (picture.href && /^https?:\/\//.test(picture.href)) {
      try {
        const answer = await deps.httpOut.send({ method: 'GET', url: picture.href, headers: { accept: 'image/*' }, log });
        if (answer.status === 200) return answer.body;
        log.warn({ href: picture.href, status: answer.status }, 'ingest: a picture could not be fetched');
      } catch (error) {
        log.warn({ href: picture.href, err: error }, 'ingest: a picture could not be fetched');
      }
    }
    log.warn({ mediaId: picture.mediaId }, 'ingest: a picture is neither pushed nor fetchable; the item goes out without it');
    return undefined;
  }

  return {
    /** Whether a binary with this id is stored (Superdesk asks before pushing one). */
    has: async (mediaId: string) => (await deps.repository.binary(mediaId)) !== undefined,

    async store(mediaId: string, data: Buffer, mime: string): Promise<void> {
      const path = pathOf(mediaId);
      await deps.storage.write(path, data);
      const replaced = await deps.repository.saveBinary({ mediaId, path, mime, size: data.length });
      if (replaced) await deps.storage.remove(replaced);
    },

    /** The item's pictures staged as the desk stages its uploads, with the media ids they came from. */
    async stage(pictures: IncomingPicture[], log: FastifyBaseLogger) {
      const staged: { file: StagedMedia; caption: string; key: string }[] = [];
      try {
        for (const picture of pictures) {
          const data = await bytesOf(picture, log);
          if (!data) continue;
          const file = await deps.mediaService.stage(data, 'news', { accept: PICTURES, field: 'associations' });
          staged.push({ file, caption: picture.caption, key: picture.mediaId ?? picture.href ?? '' });
        }
      } catch (error) {
        await Promise.all(staged.map((entry) => entry.file.discard()));
        throw error;
      }
      return staged;
    },
  };
}
export type IngestFiles = ReturnType<typeof createIngestFiles>;
