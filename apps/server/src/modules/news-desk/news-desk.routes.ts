import {
  deleteRowsRequest,
  idParams,
  messageResponse,
  messages,
  ownNewsQuery,
  ownNewsRow,
  paged,
  publishNewsRequest,
  savedIdResponse,
  single,
  staffNewsDetail,
  updateNewsRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/guards.ts';
import { deskData, withDeskForm } from '../content/desk-form.ts';
import { NEWS_FILES } from '../content/desk-media.ts';
import type { MediaService } from '../media/media.service.ts';
import type { NewsDeskService } from './news-desk.service.ts';

const FORM_DESCRIPTION =
  'JSON (the fields, without files) or multipart: `data` (the JSON of the request: fields, and `media` listing saved files by `id` and new ones by `file` index, in order, with captions) and `files` (repeated: JPG, PNG images up to 5 MB, MP4, MOV, AVI videos, one PDF)';

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
  const tags = ['news desk'];
  return async (app) => {
    app.get('/news/all', { schema: { tags, querystring: ownNewsQuery, response: { 200: paged(ownNewsRow) } } }, async (request) =>
      newsDesk.list(request.query),
    );

    app.get('/news/:id', { schema: { tags, params: idParams, response: { 200: single(staffNewsDetail) } } }, async (request) => ({
      data: await newsDesk.detail(request.params.id),
    }));

    app.post(
      '/news',
      {
        schema: {
          tags,
          consumes: ['application/json', 'multipart/form-data'],
          description: FORM_DESCRIPTION,
          response: { 201: savedIdResponse },
        },
      },
      async (request, reply) => {
        const id = await withDeskForm(request, form, (sent) =>
          newsDesk.publish(caller(request).user.id, deskData(sent, publishNewsRequest), sent.files.files),
        );
        return reply.status(201).send({ message: messages.newsPublished, data: { id } });
      },
    );

    app.put(
      '/news/:id',
      {
        schema: {
          tags,
          params: idParams,
          consumes: ['application/json', 'multipart/form-data'],
          description: `${FORM_DESCRIPTION}; saved files left out of \`media\` are removed`,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await withDeskForm(request, form, (sent) =>
          newsDesk.update(caller(request).user.id, request.params.id, deskData(sent, updateNewsRequest), sent.files.files),
        );
        return { message: messages.newsUpdated };
      },
    );

    app.post('/news/delete', { schema: { tags, body: deleteRowsRequest, response: { 200: messageResponse } } }, async (request) => {
      await newsDesk.remove(request.body.delete_rows);
      return { message: messages.newsDeleted };
    });
  };
}
