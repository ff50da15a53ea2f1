import { apiRoutes, BELL_SIZE, itemWebUrl } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { formatReaderTime } from '../../lib/reader-dates.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ItemChangeDispatcher } from '../item-changes/item-change-dispatcher.ts';
import { alertMails } from './alert-mails.ts';
import { createAlertsService } from './alerts.service.ts';
import { createSavedSearchesRepository } from './saved-searches.repository.ts';
import { savedSearchesRoutes, unsubscribeRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

/** Saved searches, their mail alerts (immediate and digests) and the bell. */
export async function savedSearchesModule(deps: {
  db: Database;
  config: Pick<Config, 'appSecret' | 'publicUrl' | 'agencyName' | 'mailRetry'>;
  account: Pick<AuthService, 'setLocale'>;
  dispatcher: ItemChangeDispatcher;
  jobs: JobQueue;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { config } = deps;
  const repository = createSavedSearchesRepository(deps.db);
  const tokens = createUnsubscribeTokens(config.appSecret);
  const service = createSavedSearchesService({ ...deps, repository, tokens, bellSize: BELL_SIZE });
  const mails = alertMails({
    agencyName: config.agencyName,
    formatTime: formatReaderTime,
    links: {
      item: (newsId) => itemWebUrl(config.publicUrl, 'news', newsId),
      unsubscribe: (searchId) => `${config.publicUrl}/unsubscribe/${tokens.of(searchId)}`,
      oneClick: (searchId) => `${config.publicUrl}${apiRoutes.alerts.unsubscribe(tokens.of(searchId))}`,
    },
  });
  const alerts = await createAlertsService({ ...deps, repository, mails, retry: config.mailRetry });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(savedSearchesRoutes(service), { prefix: '/api/client' });
    await app.register(unsubscribeRoutes(service), { prefix: '/api/alerts' });
  };
  return { name: 'saved-searches', routes, sendDigests: alerts.sendDigests };
}
