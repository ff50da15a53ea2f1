import { defineModule } from '../../plugins/feature-modules.ts';
import { subscriptionHistory } from '../subscription/subscription-history.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

/** My Account under /api/auth/v2: the profile, the running plan and its history, and the cards of the client's integrations. */
export const accountModule = defineModule({
  name: 'account',
  needs: ['db', 'auth', 'subscriptions', 'integrations', 'links', 'storage', 'now'],
  gives: [],
  build: (deps) => {
    const account = createAccountService({ ...deps, history: (userId, page) => subscriptionHistory(deps.db, userId, page) });
    return {
      routes: async (app) => {
        await app.register(accountRoutes({ account }));
      },
    };
  },
});
