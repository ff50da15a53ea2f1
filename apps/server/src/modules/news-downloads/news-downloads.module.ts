import { defineModule } from '../../plugins/feature-modules.ts';
import { createFeedItemsRepository } from '../feed/feed-items.repository.ts';
import { createNinjsPresenter } from '../feed/ninjs.ts';
import { createNewsDownloadsRepository } from './news-downloads.repository.ts';
import { newsDownloadsRoutes } from './news-downloads.routes.ts';
import { createNewsDownloadsService } from './news-downloads.service.ts';

/** News items downloaded as text, ninjs or NITF, and several as one streamed ZIP, under /api/auth/v2/client. */
export const newsDownloadsModule = defineModule({
  name: 'news-downloads',
  needs: ['content', 'activity', 'servedFiles', 'links', 'config', 'mediaTopics'],
  gives: [],
  build: ({ content, config, servedFiles, mediaTopics, ...deps }) => {
    const { publicUrl, agencyName } = config;
    const downloads = createNewsDownloadsService({
      ...deps,
      // The ZIP streams each picture as clients get it: with its IPTC metadata once written.
      storage: servedFiles,
      feedItems: createFeedItemsRepository(content.db, mediaTopics.topicOf),
      versions: createNewsDownloadsRepository(content.db),
      ninjs: createNinjsPresenter({ href: (path) => deps.links.sign(path, publicUrl), publicUrl, agencyName }),
      policy: content.policy,
      publicUrl,
      agencyName,
      now: content.now,
    });
    return {
      routes: async (app) => {
        await app.register(newsDownloadsRoutes({ downloads }));
      },
    };
  },
});
