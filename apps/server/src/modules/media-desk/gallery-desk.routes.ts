import {
  deleteRowsRequest,
  deskMediaQuery,
  deskMediaRow,
  galleryDeskDetail,
  galleryDeskRequest,
  idParams,
  MAX_UPLOAD_BYTES,
  messageResponse,
  messages,
  paged,
  savedIdResponse,
  single,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/guards.ts';
import { deskData, withDeskForm } from '../content/desk-form.ts';
import { GALLERY_IMAGES } from '../content/desk-media.ts';
import type { MediaService } from '../media/media.service.ts';
import type { GalleryDeskService } from './gallery-desk.service.ts';

const FORM_DESCRIPTION =
  'Multipart: `data` (the JSON of the request; `media` lists saved images by `id` and new ones by `files` index, in order, with captions) and `files` (repeated: JPG, PNG, WebP up to 5 MB each)';

/** Under /api/v1 (SPEC.md §7 generic calls, model `galleries`): the agency's galleries desk. Staff only: clients 403, guests 401. */
export function galleryDeskRoutes(deps: { galleryDesk: GalleryDeskService; mediaService: MediaService }): FastifyPluginAsyncZod {
  const { galleryDesk } = deps;
  const tags = ['galleries desk'];
  const form = {
    mediaService: deps.mediaService,
    rules: { folder: 'gallery', maxFileBytes: MAX_UPLOAD_BYTES, fields: { files: GALLERY_IMAGES } },
  };
  return async (app) => {
    app.get('/galleries/all', { schema: { tags, querystring: deskMediaQuery, response: { 200: paged(deskMediaRow) } } }, async (request) =>
      galleryDesk.list(request.query),
    );

    app.get('/galleries/:id', { schema: { tags, params: idParams, response: { 200: single(galleryDeskDetail) } } }, async (request) => ({
      data: await galleryDesk.detail(request.params.id),
    }));

    app.post(
      '/galleries',
      { schema: { tags, consumes: ['multipart/form-data'], description: FORM_DESCRIPTION, response: { 201: savedIdResponse } } },
      async (request, reply) => {
        const id = await withDeskForm(request, form, (sent) =>
          galleryDesk.publish(caller(request).user.id, deskData(sent, galleryDeskRequest), sent.files.files),
        );
        return reply.status(201).send({ message: messages.galleryPublished, data: { id } });
      },
    );

    app.put(
      '/galleries/:id',
      {
        schema: {
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          description: `${FORM_DESCRIPTION}; saved images left out of \`media\` are removed`,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await withDeskForm(request, form, (sent) =>
          galleryDesk.update(request.params.id, deskData(sent, galleryDeskRequest), sent.files.files),
        );
        return { message: messages.galleryUpdated };
      },
    );

    app.post('/galleries/delete', { schema: { tags, body: deleteRowsRequest, response: { 200: messageResponse } } }, async (request) => {
      await galleryDesk.remove(request.body.delete_rows);
      return { message: messages.galleriesDeleted };
    });
  };
}
