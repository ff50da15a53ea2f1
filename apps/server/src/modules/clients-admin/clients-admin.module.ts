import { defineModule } from '../../plugins/feature-modules.ts';
import { createIntegrationsRepository } from '../integrations/integrations.repository.ts';
import { createClientDetailRepository } from './client-detail.repository.ts';
import { createClientDetailService } from './client-detail.service.ts';
import { clientsAdminRoutes } from './clients-admin.routes.ts';
import { createClientsAdminService } from './clients-admin.service.ts';
import { createClientsListRepository } from './clients-list.repository.ts';

/** The staff's clients list and client page, with the actions on a client, under /api/v1. */
export const clientsAdminModule = defineModule({
  name: 'clients-admin',
  needs: ['db', 'auth', 'users', 'sociairRepository', 'plans', 'subscriptions', 'links', 'audit', 'now'],
  gives: [],
  build: ({ db, auth, users, now, audit, ...deps }) => {
    const clientsAdmin = createClientsAdminService({ clients: createClientsListRepository(db), users, auth, db, audit, now });
    const clientDetail = createClientDetailService({
      repository: createClientDetailRepository(db),
      integrations: createIntegrationsRepository(db),
      sociair: deps.sociairRepository,
      plans: deps.plans,
      subscriptions: deps.subscriptions,
      auth,
      links: deps.links,
      db,
      audit,
      now,
    });
    return {
      routes: async (app) => {
        await app.register(clientsAdminRoutes({ clientsAdmin, clientDetail }));
      },
    };
  },
});
