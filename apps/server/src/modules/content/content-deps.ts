import type { Database } from '../../db/client.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import type { MediaService } from '../media/media.service.ts';
import type { ContentPolicy } from './content.policy.ts';
import type { ContentCache } from './content-cache.ts';

/** What the news, gallery and video services share. */
export type ContentDeps = {
  db: Database;
  media: MediaRepository;
  mediaService: MediaService;
  lookups: LookupsRepository;
  links: MediaLinks;
  policy: ContentPolicy;
  cache: ContentCache;
  now: () => Date;
};
