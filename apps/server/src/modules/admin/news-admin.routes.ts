import {
  deleteRowsRequest,
  idParams,
  messageResponse,
  messages,
  ownNewsQuery,
  ownNewsRow,
  paged,
  publishNewsRequest,
  single,
  staffNewsDetail,
  updateNewsRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, type Guards } from '../../plugins/guards.ts';
import type { NewsAdmin } from './news-admin.service.ts';

/**
 * Under /api/v1 (SPEC.md §7 generic calls, model `news`): the agency's news desk. Staff only: clients get
 * 403, guests 401. Publishing (and publishing again) is what starts auto-posting to clients' social pages.
 */
export function newsAdminRoutes(deps: { newsAdmin: NewsAdmin; guards: Guards }): FastifyPluginAsyncZod {
  const { newsAdmin } = deps;
  const tags = ['news desk'];
  return async (app) => {
    app.addHook('onRequest', deps.guards.staff);

    app.get('/news/all', { schema: { tags, querystring: ownNewsQuery, response: { 200: paged(ownNewsRow) } } }, async (request) =>
      newsAdmin.list(request.query),
    );

    app.get('/news/:id', { schema: { tags, params: idParams, response: { 200: single(staffNewsDetail) } } }, async (request) => ({
      data: await newsAdmin.detail(request.params.id),
    }));

    app.post(
      '/news',
      {
        schema: {
          tags,
          body: publishNewsRequest,
          response: { 201: z.object({ message: z.string(), data: z.object({ id: z.number() }) }) },
        },
      },
      async (request, reply) => {
        const id = await newsAdmin.publish(caller(request).user.id, request.body);
        return reply.status(201).send({ message: messages.newsPublished, data: { id } });
      },
    );

    app.put(
      '/news/:id',
      { schema: { tags, params: idParams, body: updateNewsRequest, response: { 200: messageResponse } } },
      async (request) => {
        await newsAdmin.update(caller(request).user.id, request.params.id, request.body);
        return { message: messages.newsUpdated };
      },
    );

    app.post('/news/delete', { schema: { tags, body: deleteRowsRequest, response: { 200: messageResponse } } }, async (request) => {
      await newsAdmin.remove(request.body.delete_rows);
      return { message: messages.newsDeleted };
    });
  };
}
