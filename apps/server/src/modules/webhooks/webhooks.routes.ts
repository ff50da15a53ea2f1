import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { WebhooksService } from './webhooks.service.ts';

const routes = contracts.webhooks;

/** The client's webhooks under /api/client/webhooks: a hook of another client is a 404. */
export function webhooksRoutes(deps: { webhooks: WebhooksService }): FastifyPluginAsyncZod {
  const { webhooks } = deps;
  const tags = ['webhooks'];
  return async (app) => {
    app.route({
      ...served(routes.list, tags),
      handler: async (request) => ({ data: await webhooks.list(caller(request).user.houseId) }),
    });

    app.route({
      ...served(routes.create, tags, { schema: { response: { 201: routes.create.response } } }),
      handler: async (request, reply) => {
        const data = await webhooks.create(caller(request).user.houseId, request.body);
        return reply.status(201).send({ message: messages.webhookCreated, data });
      },
    });

    app.route({
      ...served(routes.update, tags),
      handler: async (request) => ({
        message: messages.webhookUpdated,
        data: await webhooks.update(caller(request).user.houseId, request.params.id, request.body),
      }),
    });

    app.route({
      ...served(routes.remove, tags),
      handler: async (request) => {
        await webhooks.remove(caller(request).user.houseId, request.params.id);
        return { message: messages.webhookDeleted };
      },
    });

    app.route({
      ...served(routes.resume, tags),
      handler: async (request) => ({
        message: messages.webhookResumed,
        data: await webhooks.resume(caller(request).user.houseId, request.params.id),
      }),
    });

    app.route({
      ...served(routes.rotateSecret, tags),
      handler: async (request) => ({
        message: messages.webhookSecretRotated,
        data: await webhooks.rotateSecret(caller(request).user.houseId, request.params.id),
      }),
    });

    app.route({
      ...served(routes.deliveries, tags),
      handler: async (request) =>
        webhooks.deliveries(caller(request).user.houseId, request.params.id, request.query.page, request.query.per_page),
    });
  };
}
