import type { Config } from '../../config.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { NewsAuthorsRepository } from '../news/news-authors.repository.ts';
import { reviewMail } from './review.mails.ts';
import { reviewRoutes } from './review.routes.ts';
import { createReviewService } from './review.service.ts';

/** The staff's review of news clients send, under /api/v1; the client is mailed each decision. */
export function reviewModule(deps: {
  content: ContentDeps;
  newsRepository: NewsRepository;
  lists: NewsAuthorsRepository;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'agencyName'>;
}): FeatureModule {
  const { content, config, ...rest } = deps;
  const review = createReviewService({ ...content, ...rest, mail: reviewMail(config) });
  return {
    name: 'review',
    routes: async (app) => {
      await app.register(reviewRoutes({ review }), { prefix: '/api/v1' });
    },
  };
}
