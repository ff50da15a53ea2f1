import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { ClientDetailService } from './client-detail.service.ts';
import type { ClientsAdminService } from './clients-admin.service.ts';

const GRANT_MESSAGES = {
  now: messages.subscriptionGranted,
  queued: messages.subscriptionExtended,
  dated: messages.subscriptionScheduled,
} as const;

const tags = ['clients'];
const contract = contracts.clientsAdmin;

/** Under /api/v1 (model `clients`): the agency's clients. Staff only: clients get 403, guests 401. */
export function clientsAdminRoutes(deps: { clientsAdmin: ClientsAdminService; clientDetail: ClientDetailService }): FastifyPluginAsyncZod {
  const { clientsAdmin, clientDetail: detail } = deps;
  return async (app) => {
    app.route({ ...served(contract.list, tags), handler: async (request) => clientsAdmin.list(request.query) });

    app.route({
      ...served(contract.detail, tags),
      handler: async (request) => ({ data: await detail.detail(request.params.id) }),
    });

    app.route({
      ...served(contract.verify, tags),
      handler: async (request) => {
        await clientsAdmin.verify(request.params.id);
        return { message: messages.clientVerified };
      },
    });

    app.route({
      ...served(contract.suspend, tags),
      handler: async (request) => {
        const kind = await clientsAdmin.setSuspended(request.params.id, true);
        return { message: kind === 'member' ? messages.memberSuspendedByStaff : messages.clientSuspended };
      },
    });

    app.route({
      ...served(contract.reactivate, tags),
      handler: async (request) => {
        const kind = await clientsAdmin.setSuspended(request.params.id, false);
        return { message: kind === 'member' ? messages.memberReactivated : messages.clientReactivated };
      },
    });

    app.route({
      ...served(contract.grantSubscription, tags),
      handler: async (request) => {
        const { starts } = await detail.grant(request.params.id, request.body, caller(request).user.id);
        return { message: GRANT_MESSAGES[starts] };
      },
    });

    app.route({
      ...served(contract.verifyRadio, tags),
      handler: async (request) => {
        await detail.verifyRadio(request.params.id);
        return { message: messages.radioVerified };
      },
    });

    app.route({
      ...served(contract.passwordMail, tags),
      handler: async (request) => {
        await detail.resendPasswordMail(request.params.id);
        return { message: messages.passwordMailSent };
      },
    });
  };
}
