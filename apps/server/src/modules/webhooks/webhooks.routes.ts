import {
  idParams,
  messageResponse,
  messages,
  single,
  webhook,
  webhookDeliveriesPage,
  webhookDeliveriesQuery,
  webhookForm,
  webhookWithSecret,
  withMessage,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../plugins/guards.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** The client's webhooks under /api/client/webhooks: a hook of another client is a 404. */
export function webhooksRoutes(deps: { webhooks: WebhooksService }): FastifyPluginAsyncZod {
  const { webhooks } = deps;
  const tags = ['webhooks'];
  return async (app) => {
    app.get('/', { schema: { tags, response: { 200: single(z.array(webhook)) } } }, async (request) => ({
      data: await webhooks.list(caller(request).user.houseId),
    }));

    app.post('/', { schema: { tags, body: webhookForm, response: { 201: withMessage(webhookWithSecret) } } }, async (request, reply) => {
      const data = await webhooks.create(caller(request).user.houseId, request.body);
      return reply.status(201).send({ message: messages.webhookCreated, data });
    });

    app.put(
      '/:id',
      { schema: { tags, params: idParams, body: webhookForm, response: { 200: withMessage(webhook) } } },
      async (request) => ({
        message: messages.webhookUpdated,
        data: await webhooks.update(caller(request).user.houseId, request.params.id, request.body),
      }),
    );

    app.delete('/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await webhooks.remove(caller(request).user.houseId, request.params.id);
      return { message: messages.webhookDeleted };
    });

    app.post('/:id/resume', { schema: { tags, params: idParams, response: { 200: withMessage(webhook) } } }, async (request) => ({
      message: messages.webhookResumed,
      data: await webhooks.resume(caller(request).user.houseId, request.params.id),
    }));

    app.post(
      '/:id/rotate-secret',
      { schema: { tags, params: idParams, response: { 200: withMessage(webhookWithSecret) } } },
      async (request) => ({
        message: messages.webhookSecretRotated,
        data: await webhooks.rotateSecret(caller(request).user.houseId, request.params.id),
      }),
    );

    app.get(
      '/:id/deliveries',
      { schema: { tags, params: idParams, querystring: webhookDeliveriesQuery, response: { 200: webhookDeliveriesPage } } },
      async (request) => webhooks.deliveries(caller(request).user.houseId, request.params.id, request.query.page, request.query.per_page),
    );
  };
}
