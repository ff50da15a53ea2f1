import {
  changeRoleRequest,
  device,
  deviceNameRequest,
  idParams,
  inviteMemberRequest,
  memberProfileRequest,
  messageResponse,
  messages,
  myMembership,
  offerOwnershipRequest,
  single,
  teamOverview,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../plugins/guards.ts';
import type { Screens } from '../auth/screens.ts';
import type { TeamService } from './team.service.ts';

const tags = ['team'];

/** The owner's Team screen under /api/client/team (plugins/access-policy.ts gives it to owners only). */
export function teamRoutes(deps: { team: TeamService; screens: Screens }): FastifyPluginAsyncZod {
  const { team, screens } = deps;
  return async (app) => {
    app.get('/', { schema: { tags, response: { 200: single(teamOverview) } } }, async (request) => ({
      data: await team.overview(caller(request)),
    }));

    app.post(
      '/invitations',
      { schema: { tags, body: inviteMemberRequest, response: { 201: messageResponse } } },
      async (request, reply) => {
        await team.invite(caller(request), request.body);
        return reply.status(201).send({ message: messages.invitationSent });
      },
    );

    app.post('/invitations/:id/resend', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await team.resendInvitation(caller(request), request.params.id);
      return { message: messages.invitationResent };
    });

    app.delete('/invitations/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await team.cancelInvitation(caller(request), request.params.id);
      return { message: messages.invitationCanceled };
    });

    app.put(
      '/members/:id',
      { schema: { tags, params: idParams, body: changeRoleRequest, response: { 200: messageResponse } } },
      async (request) => {
        await team.changeRole(caller(request), request.params.id, request.body);
        return { message: messages.memberRoleChanged };
      },
    );

    app.delete('/members/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await team.remove(caller(request), request.params.id);
      return { message: messages.memberRemoved };
    });

    app.post('/ownership', { schema: { tags, body: offerOwnershipRequest, response: { 200: messageResponse } } }, async (request) => ({
      message: messages.ownershipOffered(await team.offerOwnership(caller(request), request.body)),
    }));

    app.delete('/ownership', { schema: { tags, response: { 200: messageResponse } } }, async (request) => {
      await team.cancelOwnershipOffer(caller(request));
      return { message: messages.ownershipOfferCanceled };
    });

    app.get('/devices', { schema: { tags, response: { 200: single(z.array(device)) } } }, async (request) => {
      const { user, session } = caller(request);
      return { data: await screens.list({ houseId: user.houseId }, session.id) };
    });

    app.delete('/devices/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await screens.signOut(request.params.id, { houseId: caller(request).user.houseId });
      return { message: messages.screenFreed };
    });
  };
}

/** What every member has of the team: their own devices, their place in the house, a hand-over offered to them. */
export function membershipRoutes(deps: { team: TeamService; screens: Screens }): FastifyPluginAsyncZod {
  const { team, screens } = deps;
  return async (app) => {
    app.get('/devices', { schema: { tags, response: { 200: single(z.array(device)) } } }, async (request) => {
      const { user, session } = caller(request);
      return { data: await screens.list({ userId: user.id }, session.id) };
    });

    app.delete('/devices/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await screens.signOut(request.params.id, { userId: caller(request).user.id });
      return { message: messages.screenFreed };
    });

    app.put(
      '/devices/:id/name',
      { schema: { tags, params: idParams, body: deviceNameRequest, response: { 200: messageResponse } } },
      async (request) => {
        await screens.rename(request.params.id, { userId: caller(request).user.id }, request.body.name);
        return { message: messages.deviceRenamed };
      },
    );

    app.get('/membership', { schema: { tags, response: { 200: single(myMembership) } } }, async (request) => ({
      data: await team.membership(caller(request)),
    }));

    app.put(
      '/membership/profile',
      { schema: { tags, body: memberProfileRequest, response: { 200: messageResponse } } },
      async (request) => {
        await team.updateProfile(caller(request), request.body);
        return { message: messages.memberProfileSaved };
      },
    );

    app.post('/membership/accept-ownership', { schema: { tags, response: { 200: messageResponse } } }, async (request) => {
      await team.acceptOwnership(caller(request));
      return { message: messages.ownershipAccepted };
    });
  };
}

/** The staff console's view of a client's members (GET /api/v1/clients/:id/members). */
export function clientMembersRoutes(deps: { team: TeamService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/clients/:id/members', { schema: { tags, params: idParams, response: { 200: single(teamOverview) } } }, async (request) => ({
      data: await deps.team.overviewForStaff(request.params.id),
    }));
  };
}
