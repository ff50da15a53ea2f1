import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { StaffAdminService } from './staff-admin.service.ts';

const tags = ['staff'];
const contract = contracts.staffAdmin;

/** Under /api/v1/staff: the agency's staff accounts. Administrators only. */
export function staffAdminRoutes({ staff }: { staff: StaffAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(contract.list, tags), handler: async (request) => staff.list(request.query) });

    app.route({
      ...served(contract.invite, tags, { schema: { response: { 201: contract.invite.response } } }),
      handler: async (request, reply) => {
        const id = await staff.invite(caller(request), request.body);
        return reply.code(201).send({ message: messages.staffInvited, data: { id } });
      },
    });

    app.route({
      ...served(contract.resendInvitation, tags),
      handler: async (request) => {
        await staff.resendInvitation(caller(request), request.params.id);
        return { message: messages.staffInvitationResent };
      },
    });

    app.route({
      ...served(contract.setRoles, tags),
      handler: async (request) => {
        await staff.setRoles(request.params.id, request.body.staff_roles);
        return { message: messages.staffRolesChanged };
      },
    });

    app.route({
      ...served(contract.suspend, tags),
      handler: async (request) => {
        await staff.setSuspended(caller(request), request.params.id, true);
        return { message: messages.staffSuspended };
      },
    });

    app.route({
      ...served(contract.reinstate, tags),
      handler: async (request) => {
        await staff.setSuspended(caller(request), request.params.id, false);
        return { message: messages.staffReinstated };
      },
    });

    app.route({
      ...served(contract.signOut, tags),
      handler: async (request) => {
        await staff.signOutEverywhere(request.params.id);
        return { message: messages.staffSignedOut };
      },
    });
  };
}
