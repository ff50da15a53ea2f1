import {
  autoPushRequest,
  autoPushSettings,
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
  portalCategories,
  radioConfig,
  radioForm,
  refreshCategoriesRequest,
  type SiteDelivery,
  single,
  siteConnection,
  siteDeliveriesPage,
  siteDeliveriesQuery,
  siteDelivery,
  userIdParams,
  withMessage,
} from '@portal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { caller } from '../../plugins/guards.ts';
import type { ClientSiteService } from './client-site.service.ts';
import type { IntegrationsService } from './integrations.service.ts';
import type { SitePushService } from './site-push.service.ts';
import { wordpressPluginZip } from './wordpress-plugin.ts';

type Deps = { integrations: IntegrationsService; clientSite: ClientSiteService; sitePush: SitePushService };

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
        const userId = caller(request).user.houseId;
        const data = await service.add(userId, formOf(request.body as Body, userId));
        return reply.status(201).send({ message: texts.added, data });
      },
    );
    app.put(
      `/${paths.save}/:id`,
      { schema: { tags, params: idParams, body: schemas.body, response: { 200: withMessage(schemas.config) } } },
      async (request) => {
        const userId = caller(request).user.houseId;
        return { message: texts.updated, data: await service.update(userId, request.params.id, formOf(request.body as Body, userId)) };
      },
    );
    app.post(`/${paths.remove}`, { schema: { tags, body: deleteRowsRequest, response: { 200: messageResponse } } }, async (request) => {
      await service.remove(caller(request).user.houseId, request.body.delete_rows);
      return { message: texts.removed };
    });
  };
}

/** A `user_id` in a body names the client acting; only the caller's own id is accepted (404 otherwise). */
function ownUserId(userId: number | undefined, callerId: number) {
  if (userId !== undefined && userId !== callerId) throw new NotFoundError();
}

/** The answer to a push the client asked for: 201 when the site took it, 502 with the site's reason otherwise. */
function replyPushed(reply: FastifyReply, pushed: { delivered: boolean; delivery: SiteDelivery }) {
  if (pushed.delivered) return reply.status(201).send({ message: messages.posted, data: pushed.delivery });
  return reply.status(502).send({ message: messages.postFailedBecause(pushed.delivery.message), data: pushed.delivery });
}

/** Under /api: the integrations of My Account, "Post to my site", auto-push and its log (SPEC.md §7). */
export function integrationsRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { integrations, clientSite, sitePush } = deps;
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
      account.post(
        '/api-clienturl/:id/rotate-secret',
        { schema: { tags, params: idParams, response: { 200: withMessage(clientApiConfig) } } },
        async (request) => ({
          message: messages.signingSecretRotated,
          data: await integrations.rotateSigningSecret(caller(request).user.houseId, request.params.id),
        }),
      );
      account.get('/site-auto-push', { schema: { tags, response: { 200: single(autoPushSettings) } } }, async (request) => ({
        data: await sitePush.autoPush(caller(request).user.houseId),
      }));
      account.put(
        '/site-auto-push',
        { schema: { tags, body: autoPushRequest, response: { 200: withMessage(autoPushSettings) } } },
        async (request) => ({
          message: messages.autoPushSaved,
          data: await sitePush.setAutoPush(caller(request).user.houseId, request.body),
        }),
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
        async (request, reply) => replyPushed(reply, await sitePush.post(caller(request), request.body, request.log)),
      );
      client.get(
        '/news-post/:news_id/deliveries',
        { schema: { tags, params: z.object({ news_id: idParams.shape.id }), response: { 200: single(z.array(siteDelivery)) } } },
        async (request) => ({ data: await sitePush.deliveriesOfItem(caller(request).user.houseId, request.params.news_id) }),
      );
      client.get(
        '/site-deliveries',
        {
          schema: {
            tags,
            description: 'Every push to the caller’s site, newest first.',
            querystring: siteDeliveriesQuery,
            response: { 200: siteDeliveriesPage },
          },
        },
        async (request) => sitePush.deliveries(caller(request).user.houseId, request.query.page, request.query.per_page),
      );
      client.post(
        '/site-deliveries/:id/retry',
        {
          schema: {
            tags,
            description: 'Pushes the item of a failed attempt again, as it stands now; 201 when the site took it, 502 otherwise.',
            params: idParams,
            response: { 201: withMessage(siteDelivery), 502: withMessage(siteDelivery) },
          },
        },
        async (request, reply) => replyPushed(reply, await sitePush.retry(caller(request).user.houseId, request.params.id, request.log)),
      );
    };

    const forSites: FastifyPluginAsyncZod = async (sites) => {
      sites.get('/portal-categories', { schema: { tags: ['post-to-site'], response: { 200: portalCategories } } }, async () => ({
        data: await sitePush.portalCategories(),
      }));
      sites.get(
        '/wordpress-plugin.zip',
        {
          schema: { tags: ['post-to-site'], description: 'The WordPress plugin "Portal News" (docs/SITE-PUSH.md), to upload in wp-admin.' },
        },
        async (_request, reply) =>
          reply
            .type('application/zip')
            .header('content-disposition', 'attachment; filename="portal-news-wordpress.zip"')
            .header('cache-control', 'public, max-age=3600')
            .send(await wordpressPluginZip()),
      );
    };

    await app.register(myAccount, { prefix: '/auth/v2/client/my-account' });
    await app.register(postToSite, { prefix: '/client' });
    await app.register(forSites, { prefix: '/integrations' });
  };
}
