import { defineModule } from '../../plugins/feature-modules.ts';
import { reviewMail } from './review.mails.ts';
import { reviewRoutes } from './review.routes.ts';
import { createReviewService } from './review.service.ts';

/** The staff's review of news clients send, under /api/v1; the client is mailed each decision. */
export const reviewModule = defineModule({
  name: 'review',
  needs: ['content', 'newsRepository', 'newsLists', 'mailer', 'config', 'audit'],
  gives: [],
  build: ({ content, config, newsLists, ...rest }) => {
    const review = createReviewService({ ...content, ...rest, lists: newsLists, mail: reviewMail(config) });
    return {
      routes: async (app) => {
        await app.register(reviewRoutes({ review }));
      },
    };
  },
});
