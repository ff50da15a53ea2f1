import type { Database } from '../../db/client.ts';
import { galleries } from '../../db/schema.ts';
import { createDeskItemsRepository } from '../content/desk-items.repository.ts';
import type { MediaRepository } from '../media/media.repository.ts';

/** The staff desk's access to every gallery, whatever its status (modules/media-desk). */
export const createGalleryDeskRepository = (db: Database, media: Pick<MediaRepository, 'ofOwners'>) =>
  createDeskItemsRepository(db, galleries, 'galleryId', media);
export type GalleryDeskRepository = ReturnType<typeof createGalleryDeskRepository>;
