import {
  clientDetail,
  clientRow,
  clientsQuery,
  grantSubscriptionRequest,
  idParams,
  messageResponse,
  messages,
  paged,
  single,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/guards.ts';
import type { ClientDetailService } from './client-detail.service.ts';
import type { ClientsAdminService } from './clients-admin.service.ts';

const GRANT_MESSAGES = {
  now: messages.subscriptionGranted,
  queued: messages.subscriptionExtended,
  dated: messages.subscriptionScheduled,
} as const;

/** Under /api/v1 (model `clients`): the agency's clients. Staff only: clients get 403, guests 401. */
export function clientsAdminRoutes(deps: { clientsAdmin: ClientsAdminService; clientDetail: ClientDetailService }): FastifyPluginAsyncZod {
  const { clientsAdmin, clientDetail: detail } = deps;
  const tags = ['clients'];
  const schema = { tags, params: idParams, response: { 200: messageResponse } };
  return async (app) => {
    app.get('/clients/all', { schema: { tags, querystring: clientsQuery, response: { 200: paged(clientRow) } } }, async (request) =>
      clientsAdmin.list(request.query),
    );

    app.get('/clients/:id', { schema: { tags, params: idParams, response: { 200: single(clientDetail) } } }, async (request) => ({
      data: await detail.detail(request.params.id),
    }));

    app.post('/clients/:id/verify', { schema }, async (request) => {
      await clientsAdmin.verify(request.params.id);
      return { message: messages.clientVerified };
    });

    app.post('/clients/:id/suspend', { schema }, async (request) => {
      const kind = await clientsAdmin.setSuspended(request.params.id, true);
      return { message: kind === 'member' ? messages.memberSuspendedByStaff : messages.clientSuspended };
    });

    app.post('/clients/:id/reactivate', { schema }, async (request) => {
      const kind = await clientsAdmin.setSuspended(request.params.id, false);
      return { message: kind === 'member' ? messages.memberReactivated : messages.clientReactivated };
    });

    app.post(
      '/clients/:id/subscription',
      {
        schema: {
          ...schema,
          description: 'Grants a plan by hand from now, or extends the running subscription of that plan from its expiry.',
          body: grantSubscriptionRequest,
        },
      },
      async (request) => {
        const { starts } = await detail.grant(request.params.id, request.body, caller(request).user.id);
        return { message: GRANT_MESSAGES[starts] };
      },
    );

    app.post('/clients/:id/radio/verify', { schema }, async (request) => {
      await detail.verifyRadio(request.params.id);
      return { message: messages.radioVerified };
    });

    app.post('/clients/:id/password-mail', { schema }, async (request) => {
      await detail.resendPasswordMail(request.params.id);
      return { message: messages.passwordMailSent };
    });
  };
}
