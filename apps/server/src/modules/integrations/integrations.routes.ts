import { contracts, type DeleteRowsRequest, messages, type SiteDelivery } from '@portal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { ClientSiteService } from './client-site.service.ts';
import type { IntegrationsService } from './integrations.service.ts';
import type { SitePushService } from './site-push.service.ts';
import { wordpressPluginZip } from './wordpress-plugin.ts';

type Deps = { integrations: IntegrationsService; clientSite: ClientSiteService; sitePush: SitePushService };
type App = Parameters<FastifyPluginAsyncZod>[0];

const routes = contracts.integrations;
type IntegrationContracts = (typeof routes)['clientApi' | 'linkApi' | 'radio'];
/** What each integration answers: a message and its stored settings, of one of the three kinds. */
type IntegrationAnswer = z.output<IntegrationContracts['update']['response']>;

type Messages = { added: string; updated: string; removed: string };
type Integration<Form, Config> = {
  add(userId: number, form: Form): Promise<Config>;
  update(userId: number, id: number, form: Form): Promise<Config>;
  remove(userId: number, ids: number[]): Promise<void>;
};

/** The add (201), change and delete calls of one integration of My Account. */
function integrationRoutes<Body, Form, Config extends IntegrationAnswer['data']>(
  app: App,
  contract: IntegrationContracts,
  service: Integration<Form, Config>,
  formOf: (body: Body, userId: number) => Form,
  texts: Messages,
) {
  const tags = ['my-account'];
  app.route({
    ...served(contract.create, tags, { schema: { response: { 201: contract.create.response } } }),
    handler: async (request, reply) => {
      const userId = caller(request).user.houseId;
      const data = await service.add(userId, formOf(request.body as Body, userId));
      return reply.status(201).send({ message: texts.added, data } as IntegrationAnswer);
    },
  });
  app.route({
    ...served(contract.update, tags),
    handler: async (request) => {
      const userId = caller(request).user.houseId;
      const data = await service.update(userId, request.params.id, formOf(request.body as Body, userId));
      return { message: texts.updated, data } as IntegrationAnswer;
    },
  });
  app.route({
    ...served(contract.delete, tags),
    handler: async (request) => {
      await service.remove(caller(request).user.houseId, (request.body as DeleteRowsRequest).delete_rows);
      return { message: texts.removed };
    },
  });
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
const pushAnswers = { response: { 201: routes.postToSite.response, 502: routes.postToSite.response } };

/** Under /api: the integrations of My Account, "Post to my site", auto-push and its log (SPEC.md §7). */
export function integrationsRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { integrations, clientSite, sitePush } = deps;
  return async (app) => {
    integrationRoutes(
      app,
      routes.clientApi,
      integrations.clientApi,
      (body: z.infer<typeof contracts.integrations.clientApi.create.body>, userId) => {
        ownUserId(body.user_id, userId);
        ownUserId(body.values.user_id, userId);
        return body.values;
      },
      { added: messages.clientApiAdded, updated: messages.clientApiUpdated, removed: messages.clientApiRemoved },
    );
    integrationRoutes(
      app,
      routes.linkApi,
      integrations.linkApi,
      (body: z.infer<typeof contracts.integrations.linkApi.create.body>) => ({
        category: body.category,
        post: body.post,
        token: body.token,
      }),
      { added: messages.linkApiAdded, updated: messages.linkApiUpdated, removed: messages.linkApiRemoved },
    );
    integrationRoutes(app, routes.radio, integrations.radio, (body: z.infer<typeof contracts.integrations.radio.create.body>) => body, {
      added: messages.radioAdded,
      updated: messages.radioUpdated,
      removed: messages.radioRemoved,
    });

    const tags = ['post-to-site'];
    app.route({
      ...served(routes.siteConnection, tags),
      handler: async (request) => ({ data: await clientSite.connection(caller(request), request.params.id) }),
    });
    app.route({
      ...served(routes.siteCategories, tags),
      handler: async (request) => ({ data: { data: await clientSite.categories(caller(request), request.params.id) } }),
    });
    app.route({
      ...served(routes.rotateSecret, tags),
      handler: async (request) => ({
        message: messages.signingSecretRotated,
        data: await integrations.rotateSigningSecret(caller(request).user.houseId, request.params.id),
      }),
    });
    app.route({
      ...served(routes.autoPush, tags),
      handler: async (request) => ({ data: await sitePush.autoPush(caller(request).user.houseId) }),
    });
    app.route({
      ...served(routes.saveAutoPush, tags),
      handler: async (request) => ({
        message: messages.autoPushSaved,
        data: await sitePush.setAutoPush(caller(request).user.houseId, request.body),
      }),
    });

    app.route({
      ...served(routes.refreshCategories, tags, { schema: { response: { 201: routes.refreshCategories.response } } }),
      handler: async (request, reply) => {
        const data = await clientSite.refreshCategories(caller(request), request.body.user_id, request.log);
        return reply.status(201).send({ message: messages.clientCategoriesFetched, data });
      },
    });
    app.route({
      ...served(routes.postToSite, tags, { schema: pushAnswers }),
      handler: async (request, reply) => replyPushed(reply, await sitePush.post(caller(request), request.body, request.log)),
    });
    app.route({
      ...served(routes.itemDeliveries, tags),
      handler: async (request) => ({ data: await sitePush.deliveriesOfItem(caller(request).user.houseId, request.params.news_id) }),
    });
    app.route({
      ...served(routes.siteDeliveries, tags),
      handler: async (request) => sitePush.deliveries(caller(request).user.houseId, request.query.page, request.query.per_page),
    });
    app.route({
      ...served(routes.retryDelivery, tags, { schema: pushAnswers }),
      handler: async (request, reply) =>
        replyPushed(reply, await sitePush.retry(caller(request).user.houseId, request.params.id, request.log)),
    });

    app.route({
      ...served(routes.portalCategories, tags),
      handler: async () => ({ data: await sitePush.portalCategories() }),
    });
    app.route({
      ...served(routes.wordpressPlugin, tags),
      handler: async (_request, reply) =>
        reply
          .type('application/zip')
          .header('content-disposition', 'attachment; filename="portal-news-wordpress.zip"')
          .header('cache-control', 'public, max-age=3600')
          .send(await wordpressPluginZip()),
    });
  };
}
