import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import { pageMeta } from '../content/content-query.ts';
import type { SavedItemsService } from './saved-items.service.ts';

const tags = ['saved-items'];
const { list, status, save, update, remove, folders, createFolder, renameFolder, deleteFolder, share } = contracts.savedItems;

/** Under /api/client: a person's saved items and folders, and sharing an item by mail. */
export function savedItemsRoutes(service: SavedItemsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(list, tags),
      handler: async (request) => {
        const { rows, total } = await service.list(caller(request), request.query);
        return { data: rows, meta: pageMeta(total, request.query) };
      },
    });
    app.route({
      ...served(status, tags),
      handler: async (request) => ({ data: await service.marks(caller(request), request.query.kind, request.query.ids) }),
    });
    app.route({
      ...served(save, tags),
      handler: async (request) => ({ message: messages.itemSaved, data: await service.save(caller(request), request.body) }),
    });
    app.route({
      ...served(update, tags),
      handler: async (request) => ({
        message: messages.savedItemUpdated,
        data: await service.update(caller(request), request.params.id, request.body),
      }),
    });
    app.route({
      ...served(remove, tags),
      handler: async (request) => {
        await service.remove(caller(request), request.params.id);
        return { message: messages.savedItemRemoved };
      },
    });

    app.route({ ...served(folders, tags), handler: async (request) => service.folders(caller(request)) });
    app.route({
      ...served(createFolder, tags, { schema: { response: { 201: createFolder.response } } }),
      handler: async (request, reply) => {
        const data = await service.createFolder(caller(request), request.body.name);
        return reply.status(201).send({ message: messages.savedFolderCreated, data });
      },
    });
    app.route({
      ...served(renameFolder, tags),
      handler: async (request) => {
        await service.renameFolder(caller(request), request.params.id, request.body.name);
        return { message: messages.savedFolderRenamed };
      },
    });
    app.route({
      ...served(deleteFolder, tags),
      handler: async (request) => {
        await service.removeFolder(caller(request), request.params.id);
        return { message: messages.savedFolderDeleted };
      },
    });

    app.route({
      ...served(share, tags),
      handler: async (request) => ({ message: messages.itemShared, data: await service.share(caller(request), request.body) }),
    });
  };
}
