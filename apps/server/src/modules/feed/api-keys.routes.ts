import { apiKey, createApiKeyRequest, createdApiKey, idParams, messageResponse, messages, withMessage } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../plugins/guards.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const tags = ['my-account'];

/** Under /api/client: the signed-in client's Feed API keys. */
export function apiKeysRoutes(deps: { apiKeys: ApiKeysService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api-keys', { schema: { tags, response: { 200: z.object({ data: z.array(apiKey) }) } } }, async (request) => ({
      data: await deps.apiKeys.list(caller(request).user.houseId),
    }));
    app.post(
      '/api-keys',
      { schema: { tags, body: createApiKeyRequest, response: { 201: withMessage(createdApiKey) } } },
      async (request, reply) => {
        const data = await deps.apiKeys.create(caller(request).user.houseId, request.body.name);
        return reply.status(201).send({ message: messages.apiKeyCreated, data });
      },
    );
    app.delete('/api-keys/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await deps.apiKeys.revoke(caller(request).user.houseId, request.params.id);
      return { message: messages.apiKeyRevoked };
    });
  };
}
