import {
  idParams,
  messageResponse,
  messages,
  paged,
  savedFolder,
  savedFolderForm,
  savedFolders,
  savedItem,
  savedItemsQuery,
  savedMark,
  savedStatusQuery,
  saveItemRequest,
  shareItemRequest,
  shareResult,
  single,
  updateSavedItemRequest,
  withMessage,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../plugins/guards.ts';
import { pageMeta } from '../content/content-query.ts';
import type { SavedItemsService } from './saved-items.service.ts';

/** Under /api/client: a person's saved items and folders, and sharing an item by mail. */
export function savedItemsRoutes(service: SavedItemsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['saved-items'];
    app.get('/saved-items', { schema: { tags, querystring: savedItemsQuery, response: { 200: paged(savedItem) } } }, async (request) => {
      const { rows, total } = await service.list(caller(request), request.query);
      return { data: rows, meta: pageMeta(total, request.query) };
    });
    app.get(
      '/saved-items/status',
      { schema: { tags, querystring: savedStatusQuery, response: { 200: single(z.array(savedMark)) } } },
      async (request) => ({ data: await service.marks(caller(request), request.query.kind, request.query.ids) }),
    );
    app.post('/saved-items', { schema: { tags, body: saveItemRequest, response: { 200: withMessage(savedMark) } } }, async (request) => ({
      message: messages.itemSaved,
      data: await service.save(caller(request), request.body),
    }));
    app.put(
      '/saved-items/:id',
      { schema: { tags, params: idParams, body: updateSavedItemRequest, response: { 200: withMessage(savedMark) } } },
      async (request) => ({
        message: messages.savedItemUpdated,
        data: await service.update(caller(request), request.params.id, request.body),
      }),
    );
    app.delete('/saved-items/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await service.remove(caller(request), request.params.id);
      return { message: messages.savedItemRemoved };
    });

    app.get('/saved-folders', { schema: { tags, response: { 200: savedFolders } } }, async (request) => service.folders(caller(request)));
    app.post(
      '/saved-folders',
      { schema: { tags, body: savedFolderForm, response: { 201: withMessage(savedFolder) } } },
      async (request, reply) => {
        const data = await service.createFolder(caller(request), request.body.name);
        return reply.status(201).send({ message: messages.savedFolderCreated, data });
      },
    );
    app.put(
      '/saved-folders/:id',
      { schema: { tags, params: idParams, body: savedFolderForm, response: { 200: messageResponse } } },
      async (request) => {
        await service.renameFolder(caller(request), request.params.id, request.body.name);
        return { message: messages.savedFolderRenamed };
      },
    );
    app.delete('/saved-folders/:id', { schema: { tags, params: idParams, response: { 200: messageResponse } } }, async (request) => {
      await service.removeFolder(caller(request), request.params.id);
      return { message: messages.savedFolderDeleted };
    });

    app.post('/shares', { schema: { tags, body: shareItemRequest, response: { 200: withMessage(shareResult) } } }, async (request) => ({
      message: messages.itemShared,
      data: await service.share(caller(request), request.body),
    }));
  };
}
