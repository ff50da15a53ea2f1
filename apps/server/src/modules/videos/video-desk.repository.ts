import type { Database } from '../../db/client.ts';
import { videos } from '../../db/schema.ts';
import { createDeskItemsRepository } from '../content/desk-items.repository.ts';
import type { MediaRepository } from '../media/media.repository.ts';

/** The staff desk's access to every video, whatever its status (modules/media-desk). */
export const createVideoDeskRepository = (db: Database, media: Pick<MediaRepository, 'ofOwners'>) =>
  createDeskItemsRepository(db, videos, 'videoId', media);
export type VideoDeskRepository = ReturnType<typeof createVideoDeskRepository>;
