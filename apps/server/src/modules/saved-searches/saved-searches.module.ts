import { BELL_SIZE, endpoints, itemWebUrl, pathWith } from '@portal/shared';
import { formatReaderTime } from '../../lib/reader-dates.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { alertMails } from './alert-mails.ts';
import { createAlertsService } from './alerts.service.ts';
import { createSavedSearchesRepository } from './saved-searches.repository.ts';
import { savedSearchesRoutes, unsubscribeRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the alert digests (the job runs once a minute): answers how many digests were queued. */
    sendAlertDigests: () => Promise<number>;
  }
}

/** Saved searches, their mail alerts (immediate and digests) and the bell. */
export const savedSearchesModule = defineModule({
  name: 'saved-searches',
  needs: ['db', 'config', 'auth', 'itemChanges', 'jobs', 'mailer', 'mediaTopics', 'now', 'log'],
  gives: [],
  build: async ({ config, auth, itemChanges, mediaTopics, ...deps }) => {
    const repository = createSavedSearchesRepository(deps.db);
    const tokens = createUnsubscribeTokens(config.appSecret);
    const service = createSavedSearchesService({ ...deps, account: auth, topics: mediaTopics, repository, tokens, bellSize: BELL_SIZE });
    const mails = alertMails({
      agencyName: config.agencyName,
      formatTime: formatReaderTime,
      links: {
        item: (newsId) => itemWebUrl(config.publicUrl, 'news', newsId),
        unsubscribe: (searchId) => `${config.publicUrl}/unsubscribe/${tokens.of(searchId)}`,
        oneClick: (searchId) => `${config.publicUrl}${pathWith(endpoints.savedSearches.unsubscribe.path, { token: tokens.of(searchId) })}`,
      },
    });
    const alerts = await createAlertsService({ ...deps, dispatcher: itemChanges.dispatcher, repository, mails, retry: config.mailRetry });
    return {
      decorations: { sendAlertDigests: alerts.sendDigests },
      routes: async (app) => {
        await app.register(savedSearchesRoutes(service));
        await app.register(unsubscribeRoutes(service));
      },
    };
  },
});
