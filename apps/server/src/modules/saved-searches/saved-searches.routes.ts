import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

const tags = ['saved-searches'];
const { list, create, update, remove, bell, markRead, setLocale, unsubscribeInfo, unsubscribe } = contracts.savedSearches;

/** Under /api/client: the client's saved searches, the bell and the language its mails are written in. */
export function savedSearchesRoutes(service: SavedSearchesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(list, tags), handler: async (request) => ({ data: await service.list(caller(request).user.id) }) });
    app.route({
      ...served(create, tags, { schema: { response: { 201: create.response } } }),
      handler: async (request, reply) => {
        const data = await service.create(caller(request).user.id, request.body);
        return reply.status(201).send({ message: messages.savedSearchCreated, data });
      },
    });
    app.route({
      ...served(update, tags),
      handler: async (request) => ({
        message: messages.savedSearchUpdated,
        data: await service.update(caller(request).user.id, request.params.id, request.body),
      }),
    });
    app.route({
      ...served(remove, tags),
      handler: async (request) => {
        await service.remove(caller(request).user.id, request.params.id);
        return { message: messages.savedSearchDeleted };
      },
    });

    app.route({ ...served(bell, tags), handler: async (request) => service.bell(caller(request).user.id) });
    app.route({
      ...served(markRead, tags),
      handler: async (request) => {
        await service.markRead(caller(request).user.id, request.body.ids);
        return { message: messages.alertsRead };
      },
    });
    app.route({
      ...served(setLocale, tags),
      handler: async (request) => {
        await service.setLocale(caller(request).user.id, request.body.locale);
        return { message: messages.localeSaved };
      },
    });
  };
}

/**
 * Under /api/alerts: the one-click unsubscribe link of alert mails (RFC 8058). Mail programs POST it
 * form-encoded (`List-Unsubscribe=One-Click`) without signing in; the body says nothing more, so it is
 * read and left. GET tells the web page what the link turns off.
 */
export function unsubscribeRoutes(service: SavedSearchesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    app.route({
      ...served(unsubscribeInfo, tags),
      handler: async (request) => ({ data: await service.unsubscribeInfo(request.params.token) }),
    });
    app.route({
      ...served(unsubscribe, tags),
      handler: async (request) => ({ message: messages.unsubscribed, data: await service.unsubscribe(request.params.token) }),
    });
  };
}
