import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { OauthClientsService } from './oauth-clients.service.ts';

const { clients, createClient, rotateSecret, revokeClient } = contracts.oauth;
const tags = ['my-account'];

/** Under /api/client: the owner's OAuth clients of the Feed API. */
export function oauthClientsRoutes(deps: { clients: OauthClientsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(clients, tags),
      handler: async (request) => ({ data: await deps.clients.list(caller(request).user.houseId) }),
    });
    app.route({
      ...served(createClient, tags, { schema: { response: { 201: createClient.response } } }),
      handler: async (request, reply) => {
        const data = await deps.clients.create(caller(request).user.houseId, request.body);
        return reply.status(201).send({ message: messages.oauthClientCreated, data });
      },
    });
    app.route({
      ...served(rotateSecret, tags),
      handler: async (request) => ({
        message: messages.oauthSecretRotated,
        data: await deps.clients.rotateSecret(caller(request).user.houseId, request.params.id),
      }),
    });
    app.route({
      ...served(revokeClient, tags),
      handler: async (request) => {
        await deps.clients.revoke(caller(request).user.houseId, request.params.id);
        return { message: messages.oauthClientRevoked };
      },
    });
  };
}
