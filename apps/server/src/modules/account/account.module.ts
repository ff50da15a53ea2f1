import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createHttpOut } from '../../lib/http-out.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Storage } from '../../lib/storage.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createClientSiteService } from '../integrations/client-site.service.ts';
import { createIntegrationsRepository } from '../integrations/integrations.repository.ts';
import { integrationsRoutes } from '../integrations/integrations.routes.ts';
import { createIntegrationsService } from '../integrations/integrations.service.ts';
import type { NewsService } from '../news/news.service.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { subscriptionHistory } from '../subscription/subscription-history.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

/** My Account, its integrations and "Post to my site", under /api. */
export function accountModule(deps: {
  db: Database;
  config: Pick<Config, 'outboundAllowLoopback' | 'outboundTimeoutMs' | 'publicUrl'>;
  box: SecretBox;
  auth: AuthService;
  subscriptions: SubscriptionService;
  links: MediaLinks;
  storage: Storage;
  news: NewsService;
  activity: ActivityRepository;
  now: () => Date;
  log: FastifyBaseLogger;
}): FeatureModule {
  const { config } = deps;
  const repository = createIntegrationsRepository(deps.db);
  const integrations = createIntegrationsService({
    repository,
    secrets: deps.box,
    allowLoopback: config.outboundAllowLoopback,
  });
  const httpOut = createHttpOut({ allowLoopback: config.outboundAllowLoopback, timeoutMs: config.outboundTimeoutMs, log: deps.log });
  const clientSite = createClientSiteService({
    repository,
    integrations,
    httpOut,
    news: deps.news,
    activity: deps.activity,
    publicUrl: config.publicUrl,
  });
  const account = createAccountService({ ...deps, integrations, history: (userId, page) => subscriptionHistory(deps.db, userId, page) });
  return {
    name: 'account',
    routes: async (app) => {
      await app.register(accountRoutes({ account }), { prefix: '/api/auth/v2' });
      await app.register(integrationsRoutes({ integrations, clientSite }), { prefix: '/api' });
    },
  };
}
