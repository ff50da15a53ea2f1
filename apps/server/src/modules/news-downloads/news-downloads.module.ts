import type { MediaLinks } from '../../lib/media-links.ts';
import type { Storage } from '../../lib/storage.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { createFeedItemsRepository } from '../feed/feed-items.repository.ts';
import { createNinjsPresenter } from '../feed/ninjs.ts';
import { createNewsDownloadsRepository } from './news-downloads.repository.ts';
import { newsDownloadsRoutes } from './news-downloads.routes.ts';
import { createNewsDownloadsService } from './news-downloads.service.ts';

/** News items downloaded as text, ninjs or NITF, and several as one streamed ZIP, under /api/auth/v2/client. */
export function newsDownloadsModule(deps: {
  content: ContentDeps;
  activity: ActivityRepository;
  storage: Storage;
  links: MediaLinks;
  publicUrl: string;
  agencyName: string;
}): FeatureModule {
  const { content, publicUrl, agencyName } = deps;
  const downloads = createNewsDownloadsService({
    feedItems: createFeedItemsRepository(content.db),
    versions: createNewsDownloadsRepository(content.db),
    ninjs: createNinjsPresenter({ href: (path) => deps.links.sign(path, publicUrl), publicUrl, agencyName }),
    links: deps.links,
    policy: content.policy,
    activity: deps.activity,
    storage: deps.storage,
    publicUrl,
    agencyName,
    now: content.now,
  });
  return {
    name: 'news-downloads',
    routes: async (app) => {
      await app.register(newsDownloadsRoutes({ downloads }), { prefix: '/api/auth/v2/client' });
    },
  };
}
