import type { Database } from '../../db/client.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createIntegrationsRepository } from '../integrations/integrations.repository.ts';
import type { SociairRepository } from '../sociair/sociair.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { createClientDetailRepository } from './client-detail.repository.ts';
import { createClientDetailService } from './client-detail.service.ts';
import { clientsAdminRoutes } from './clients-admin.routes.ts';
import { createClientsAdminService } from './clients-admin.service.ts';
import { createClientsListRepository } from './clients-list.repository.ts';

/** The staff's clients list and client page, with the actions on a client, under /api/v1. */
export function clientsAdminModule(deps: {
  db: Database;
  auth: AuthService;
  users: AuthRepository;
  sociair: SociairRepository;
  plans: SubscriptionRepository;
  subscriptions: SubscriptionService;
  links: MediaLinks;
  now: () => Date;
}): FeatureModule {
  const { db, auth, now } = deps;
  const clientsAdmin = createClientsAdminService({ clients: createClientsListRepository(db), users: deps.users, auth, now });
  const clientDetail = createClientDetailService({
    repository: createClientDetailRepository(db),
    integrations: createIntegrationsRepository(db),
    sociair: deps.sociair,
    plans: deps.plans,
    subscriptions: deps.subscriptions,
    auth,
    links: deps.links,
    now,
  });
  return {
    name: 'clients-admin',
    routes: async (app) => {
      await app.register(clientsAdminRoutes({ clientsAdmin, clientDetail }), { prefix: '/api/v1' });
    },
  };
}
