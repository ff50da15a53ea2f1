import { contracts, messages, publishNewsRequest, updateNewsRequest } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import { deskData, withDeskForm } from '../content/desk-form.ts';
import { NEWS_FILES } from '../content/desk-media.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NewsDeskService } from './news-desk.service.ts';

const tags = ['news desk'];
const contract = contracts.newsDesk;

/**
 * Under /api/v1 (SPEC.md §7 generic calls, model `news`): the agency's news desk. Staff only: clients get
 * 403, guests 401. Publishing (and publishing again) is what starts auto-posting to clients' social pages.
 */
export function newsDeskRoutes(deps: {
  newsDesk: NewsDeskService;
  mediaService: MediaService;
  maxVideoBytes: number;
}): FastifyPluginAsyncZod {
  const { newsDesk } = deps;
  const form = {
    mediaService: deps.mediaService,
    rules: { folder: 'news', maxFileBytes: deps.maxVideoBytes, fields: { files: NEWS_FILES } },
  };
  return async (app) => {
    app.route({ ...served(contract.list, tags), handler: async (request) => newsDesk.list(request.query) });

    app.route({
      ...served(contract.item, tags),
      handler: async (request) => ({ data: await newsDesk.detail(request.params.id) }),
    });

    app.route({
      ...served(contract.create, tags, { schema: { response: { 201: contract.create.response } } }),
      handler: async (request, reply) => {
        const id = await withDeskForm(request, form, (sent) =>
          newsDesk.publish(caller(request).user.id, deskData(sent, publishNewsRequest), sent.files.files),
        );
        return reply.status(201).send({ message: messages.newsPublished, data: { id } });
      },
    });

    app.route({
      ...served(contract.update, tags),
      handler: async (request) => {
        await withDeskForm(request, form, (sent) =>
          newsDesk.update(caller(request).user.id, request.params.id, deskData(sent, updateNewsRequest), sent.files.files),
        );
        return { message: messages.newsUpdated };
      },
    });

    app.route({
      ...served(contract.remove, tags),
      handler: async (request) => {
        await newsDesk.remove(request.body.delete_rows);
        return { message: messages.newsDeleted };
      },
    });
  };
}
