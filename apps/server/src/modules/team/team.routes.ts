import { contracts, messageResponse, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { Screens } from '../auth/screens.ts';
import type { TeamService } from './team.service.ts';

const tags = ['team'];
const contract = contracts.team;

/** The owner's Team screen under /api/client/team (its contracts give it to owners only). */
export function teamRoutes(deps: { team: TeamService; screens: Screens }): FastifyPluginAsyncZod {
  const { team, screens } = deps;
  return async (app) => {
    app.route({ ...served(contract.overview, tags), handler: async (request) => ({ data: await team.overview(caller(request)) }) });

    app.route({
      // An invitation made answers 201.
      ...served(contract.invite, tags, { schema: { response: { 201: messageResponse } } }),
      handler: async (request, reply) => {
        await team.invite(caller(request), request.body);
        return reply.status(201).send({ message: messages.invitationSent });
      },
    });

    app.route({
      ...served(contract.resendInvitation, tags),
      handler: async (request) => {
        await team.resendInvitation(caller(request), request.params.id);
        return { message: messages.invitationResent };
      },
    });

    app.route({
      ...served(contract.cancelInvitation, tags),
      handler: async (request) => {
        await team.cancelInvitation(caller(request), request.params.id);
        return { message: messages.invitationCanceled };
      },
    });

    app.route({
      ...served(contract.changeRole, tags),
      handler: async (request) => {
        await team.changeRole(caller(request), request.params.id, request.body);
        return { message: messages.memberRoleChanged };
      },
    });

    app.route({
      ...served(contract.removeMember, tags),
      handler: async (request) => {
        await team.remove(caller(request), request.params.id);
        return { message: messages.memberRemoved };
      },
    });

    app.route({
      ...served(contract.offerOwnership, tags),
      handler: async (request) => ({ message: messages.ownershipOffered(await team.offerOwnership(caller(request), request.body)) }),
    });

    app.route({
      ...served(contract.cancelOwnershipOffer, tags),
      handler: async (request) => {
        await team.cancelOwnershipOffer(caller(request));
        return { message: messages.ownershipOfferCanceled };
      },
    });

    app.route({
      ...served(contract.houseDevices, tags),
      handler: async (request) => {
        const { user, session } = caller(request);
        return { data: await screens.list({ houseId: user.houseId }, session.id) };
      },
    });

    app.route({
      ...served(contract.signOutHouseDevice, tags),
      handler: async (request) => {
        await screens.signOut(request.params.id, { houseId: caller(request).user.houseId });
        return { message: messages.screenFreed };
      },
    });
  };
}

/** What every member has of the team: their own devices, their place in the house, a hand-over offered to them. */
export function membershipRoutes(deps: { team: TeamService; screens: Screens }): FastifyPluginAsyncZod {
  const { team, screens } = deps;
  return async (app) => {
    app.route({
      ...served(contract.myDevices, tags),
      handler: async (request) => {
        const { user, session } = caller(request);
        return { data: await screens.list({ userId: user.id }, session.id) };
      },
    });

    app.route({
      ...served(contract.signOutMyDevice, tags),
      handler: async (request) => {
        await screens.signOut(request.params.id, { userId: caller(request).user.id });
        return { message: messages.screenFreed };
      },
    });

    app.route({
      ...served(contract.renameMyDevice, tags),
      handler: async (request) => {
        await screens.rename(request.params.id, { userId: caller(request).user.id }, request.body.name);
        return { message: messages.deviceRenamed };
      },
    });

    app.route({
      ...served(contract.membership, tags),
      handler: async (request) => ({ data: await team.membership(caller(request)) }),
    });

    app.route({
      ...served(contract.memberProfile, tags),
      handler: async (request) => {
        await team.updateProfile(caller(request), request.body);
        return { message: messages.memberProfileSaved };
      },
    });

    app.route({
      ...served(contract.acceptOwnership, tags),
      handler: async (request) => {
        await team.acceptOwnership(caller(request));
        return { message: messages.ownershipAccepted };
      },
    });
  };
}

/** The staff console's view of a client's members (GET /api/v1/clients/:id/members). */
export function clientMembersRoutes(deps: { team: TeamService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(contract.clientMembers, tags),
      handler: async (request) => ({ data: await deps.team.overviewForStaff(request.params.id) }),
    });
  };
}
