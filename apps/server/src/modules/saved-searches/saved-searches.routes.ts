import {
  bellResponse,
  idParams,
  localeRequest,
  messageResponse,
  messages,
  readAlertsRequest,
  savedSearch,
  savedSearchForm,
  single,
  unsubscribeInfo,
  unsubscribeParams,
  withMessage,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../plugins/guards.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** Under /api/client: the client's saved searches, the bell and the language its mails are written in. */
export function savedSearchesRoutes(service: SavedSearchesService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['saved-searches'];
    app.get('/saved-searches', { schema: { tags, response: { 200: single(z.array(savedSearch)) } } }, async (request) => ({
      data: await service.list(caller(request).user.id),
    }));
    app.post(
      '/saved-searches',
      { schema: { tags, body: savedSearchForm, response: { 201: withMessage(savedSearch) } } },
      async (request, reply) => {
        const data = await service.create(caller(request).user.id, request.body);
        return reply.status(201).send({ message: messages.savedSearchCreated, data });
      },
    );
    app.put(
      '/saved-searches/:id',
      { schema: { tags, params: idParams, body: savedSearchForm, response: { 200: withMessage(savedSearch) } } },
      async (request) => ({
        message: messages.savedSearchUpdated,
        data: await service.update(caller(request).user.id, request.params.id, request.body),
      }),
    );
    app.delete('/saved-searches/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await service.remove(caller(request).user.id, request.params.id);
      return { message: messages.savedSearchDeleted };
    });

    app.get('/alerts', { schema: { tags, response: { 200: bellResponse } } }, async (request) => service.bell(caller(request).user.id));
    app.post('/alerts/read', { schema: { tags, body: readAlertsRequest, response: { 200: messageResponse } } }, async (request) => {
      await service.markRead(caller(request).user.id, request.body.ids);
      return { message: messages.alertsRead };
    });
    app.put('/locale', { schema: { tags, body: localeRequest, response: { 200: messageResponse } } }, async (request) => {
      await service.setLocale(caller(request).user.id, request.body.locale);
      return { message: messages.localeSaved };
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
    const tags = ['saved-searches'];
    app.get(
      '/unsubscribe/:token',
      { schema: { tags, params: unsubscribeParams, response: { 200: single(unsubscribeInfo) } } },
      async (request) => ({ data: await service.unsubscribeInfo(request.params.token) }),
    );
    app.post(
      '/unsubscribe/:token',
      { schema: { tags, params: unsubscribeParams, response: { 200: withMessage(unsubscribeInfo) } } },
      async (request) => ({ message: messages.unsubscribed, data: await service.unsubscribe(request.params.token) }),
    );
  };
}
