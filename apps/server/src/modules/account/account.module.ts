import type { Database } from '../../db/client.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Storage } from '../../lib/storage.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { IntegrationsService } from '../integrations/integrations.service.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { subscriptionHistory } from '../subscription/subscription-history.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

/** My Account under /api/auth/v2: the profile, the running plan and its history, and the cards of the client's integrations. */
export function accountModule(deps: {
  db: Database;
  auth: Pick<AuthService, 'findUser' | 'updateProfile'>;
  subscriptions: Pick<SubscriptionService, 'stateOf'>;
  integrations: Pick<IntegrationsService, 'configsOf'>;
  links: MediaLinks;
  storage: Storage;
  now: () => Date;
}): FeatureModule {
  const account = createAccountService({ ...deps, history: (userId, page) => subscriptionHistory(deps.db, userId, page) });
  return {
    name: 'account',
    routes: async (app) => {
      await app.register(accountRoutes({ account }), { prefix: '/api/auth/v2' });
    },
  };
}
