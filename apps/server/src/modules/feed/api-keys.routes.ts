import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const tags = ['my-account'];
const { apiKeys, createApiKey, revokeApiKey } = contracts.feed;

/** Under /api/client: the signed-in client's Feed API keys. */
export function apiKeysRoutes(deps: { apiKeys: ApiKeysService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(apiKeys, tags),
      handler: async (request) => ({ data: await deps.apiKeys.list(caller(request).user.houseId) }),
    });
    app.route({
      ...served(createApiKey, tags, { schema: { response: { 201: createApiKey.response } } }),
      handler: async (request, reply) => {
        const data = await deps.apiKeys.create(caller(request).user.houseId, request.body.name);
        return reply.status(201).send({ message: messages.apiKeyCreated, data });
      },
    });
    app.route({
      ...served(revokeApiKey, tags),
      handler: async (request) => {
        await deps.apiKeys.revoke(caller(request).user.houseId, request.params.id);
        return { message: messages.apiKeyRevoked };
      },
    });
  };
}
