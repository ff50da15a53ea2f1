import {
  clientApiConfig,
  clientApiRequest,
  clientCategory,
  deleteRowsRequest,
  idParams,
  linkApiConfig,
  linkApiRequest,
  messageResponse,
  messages,
  newsPostRequest,
  radioConfig,
  radioForm,
  refreshCategoriesRequest,
  single,
  siteConnection,
  siteDelivery,
  userIdParams,
  withMessage,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { caller } from '../../plugins/guards.ts';
import type { ClientSiteService } from './client-site.service.ts';
import type { IntegrationsService } from './integrations.service.ts';

type Deps = { integrations: IntegrationsService; clientSite: ClientSiteService };

type Messages = { added: string; updated: string; removed: string };
type Integration<Form, Config> = {
  add(userId: number, form: Form): Promise<Config>;
  update(userId: number, id: number, form: Form): Promise<Config>;
  remove(userId: number, ids: number[]): Promise<void>;
};

/**
 * The add, change and delete calls of one integration, spelled as SPEC.md §7 spells them
 * (`save` and `remove` are the path segments; the client API's delete is `api-clineturl/delete`).
 */
function integrationRoutes<Body, Form, Config>(
  paths: { save: string; remove: string },
  schemas: { body: z.ZodType<Body>; config: z.ZodType<Config> },
  service: Integration<Form, Config>,
  formOf: (body: Body, userId: number) => Form,
  texts: Messages,
): FastifyPluginAsyncZod {
  const tags = ['my-account'];
  return async (app) => {
    app.post(
      `/${paths.save}`,
      { schema: { tags, body: schemas.body, response: { 201: withMessage(schemas.config) } } },
      async (request, reply) => {
        const userId = caller(request).user.id;
        const data = await service.add(userId, formOf(request.body as Body, userId));
        return reply.status(201).send({ message: texts.added, data });
      },
    );
    app.put(
      `/${paths.save}/:id`,
      { schema: { tags, params: idParams, body: schemas.body, response: { 200: withMessage(schemas.config) } } },
      async (request) => {
        const userId = caller(request).user.id;
        return { message: texts.updated, data: await service.update(userId, request.params.id, formOf(request.body as Body, userId)) };
      },
    );
    app.post(`/${paths.remove}`, { schema: { tags, body: deleteRowsRequest, response: { 200: messageResponse } } }, async (request) => {
      await service.remove(caller(request).user.id, request.body.delete_rows);
      return { message: texts.removed };
    });
  };
}

/** A `user_id` in a body names the client acting; only the caller's own id is accepted (404 otherwise). */
function ownUserId(userId: number | undefined, callerId: number) {
  if (userId !== undefined && userId !== callerId) throw new NotFoundError();
}

/** Under /api: the integrations of My Account and "Post to my site" (SPEC.md §7). */
export function integrationsRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { integrations, clientSite } = deps;
  return async (app) => {
    const myAccount: FastifyPluginAsyncZod = async (account) => {
      await account.register(
        integrationRoutes(
          { save: 'api-clienturl', remove: 'api-clineturl/delete' },
          { body: clientApiRequest, config: clientApiConfig },
          integrations.clientApi,
          (body: z.infer<typeof clientApiRequest>, userId) => {
            ownUserId(body.user_id, userId);
            ownUserId(body.values.user_id, userId);
            return body.values;
          },
          { added: messages.clientApiAdded, updated: messages.clientApiUpdated, removed: messages.clientApiRemoved },
        ),
      );
      await account.register(
        integrationRoutes(
          { save: 'api-integration', remove: 'api-integration/delete' },
          { body: linkApiRequest, config: linkApiConfig },
          integrations.linkApi,
          (body: z.infer<typeof linkApiRequest>) => ({ category: body.category, post: body.post, token: body.token }),
          { added: messages.linkApiAdded, updated: messages.linkApiUpdated, removed: messages.linkApiRemoved },
        ),
      );
      await account.register(
        integrationRoutes(
          { save: 'radio-integration', remove: 'radio-integration/delete' },
          { body: radioForm, config: radioConfig },
          integrations.radio,
          (body: z.infer<typeof radioForm>) => body,
          { added: messages.radioAdded, updated: messages.radioUpdated, removed: messages.radioRemoved },
        ),
      );

      const tags = ['post-to-site'];
      account.get(
        '/api-clienturl/user/:id',
        { schema: { tags, params: userIdParams, response: { 200: single(siteConnection) } } },
        async (request) => ({ data: await clientSite.connection(caller(request), request.params.id) }),
      );
      account.get(
        '/client-category/user/:id',
        { schema: { tags, params: userIdParams, response: { 200: single(z.object({ data: z.array(clientCategory) })) } } },
        async (request) => ({ data: { data: await clientSite.categories(caller(request), request.params.id) } }),
      );
    };

    const postToSite: FastifyPluginAsyncZod = async (client) => {
      const tags = ['post-to-site'];
      client.post(
        '/category',
        { schema: { tags, body: refreshCategoriesRequest, response: { 201: withMessage(z.array(clientCategory)) } } },
        async (request, reply) => {
          const data = await clientSite.refreshCategories(caller(request), request.body.user_id, request.log);
          return reply.status(201).send({ message: messages.clientCategoriesFetched, data });
        },
      );
      client.post(
        '/news-post',
        {
          schema: {
            tags,
            description:
              'Posts the item to the caller’s site. 201 when the site took it (201), 502 otherwise, with the reason (the site’s status and message) in `message`; every attempt is logged.',
            body: newsPostRequest,
            response: { 201: withMessage(siteDelivery), 502: withMessage(siteDelivery) },
          },
        },
        async (request, reply) => {
          const { delivered, delivery } = await clientSite.post(caller(request), request.body, request.log);
          if (delivered) return reply.status(201).send({ message: messages.posted, data: delivery });
          return reply.status(502).send({ message: messages.postFailedBecause(delivery.message), data: delivery });
        },
      );
      client.get(
        '/news-post/:news_id/deliveries',
        { schema: { tags, params: z.object({ news_id: idParams.shape.id }), response: { 200: single(z.array(siteDelivery)) } } },
        async (request) => ({ data: await clientSite.deliveries(caller(request), request.params.news_id) }),
      );
    };

    await app.register(myAccount, { prefix: '/auth/v2/client/my-account' });
    await app.register(postToSite, { prefix: '/client' });
  };
}
