import { clientRow, clientsQuery, idParams, messageResponse, messages, paged } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../plugins/guards.ts';
import type { ClientsAdmin } from './clients-admin.service.ts';

/** Under /api/v1 (model `clients`): the agency's clients. Staff only: clients get 403, guests 401. */
export function clientsAdminRoutes(deps: { clientsAdmin: ClientsAdmin; guards: Guards }): FastifyPluginAsyncZod {
  const { clientsAdmin } = deps;
  const tags = ['clients'];
  const schema = { tags, params: idParams, response: { 200: messageResponse } };
  return async (app) => {
    app.addHook('onRequest', deps.guards.staff);

    app.get('/clients/all', { schema: { tags, querystring: clientsQuery, response: { 200: paged(clientRow) } } }, async (request) =>
      clientsAdmin.list(request.query),
    );

    app.post('/clients/:id/verify', { schema }, async (request) => {
      await clientsAdmin.verify(request.params.id);
      return { message: messages.clientVerified };
    });

    app.post('/clients/:id/suspend', { schema }, async (request) => {
      await clientsAdmin.setSuspended(request.params.id, true);
      return { message: messages.clientSuspended };
    });

    app.post('/clients/:id/reactivate', { schema }, async (request) => {
      await clientsAdmin.setSuspended(request.params.id, false);
      return { message: messages.clientReactivated };
    });
  };
}
