import {
  deleteRowsRequest,
  deskMediaQuery,
  deskMediaRow,
  idParams,
  messageResponse,
  messages,
  paged,
  savedIdResponse,
  single,
  videoDeskDetail,
  videoDeskRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/guards.ts';
import { deskData, withDeskForm } from '../content/desk-form.ts';
import { POSTER_FILE, VIDEO_FILE } from '../content/desk-media.ts';
import type { MediaService } from '../media/media.service.ts';
import type { VideoDeskService } from './video-desk.service.ts';

const FORM_DESCRIPTION =
  'Multipart: `data` (the JSON of the request), `video` (MP4, WebM, MOV or AVI, streamed to disk, up to MAX_VIDEO_UPLOAD_MB) and `poster` (JPG, PNG or WebP up to 5 MB)';

/** Under /api/v1 (SPEC.md §7 generic calls, model `videos`): the agency's videos desk. Staff only: clients 403, guests 401. */
export function videoDeskRoutes(deps: {
  videoDesk: VideoDeskService;
  mediaService: MediaService;
  maxVideoBytes: number;
}): FastifyPluginAsyncZod {
  const { videoDesk } = deps;
  const tags = ['videos desk'];
  const form = {
    mediaService: deps.mediaService,
    rules: { folder: 'videos', maxFileBytes: deps.maxVideoBytes, fields: { video: VIDEO_FILE, poster: POSTER_FILE } },
  };
  return async (app) => {
    app.get('/videos/all', { schema: { tags, querystring: deskMediaQuery, response: { 200: paged(deskMediaRow) } } }, async (request) =>
      videoDesk.list(request.query),
    );

    app.get('/videos/:id', { schema: { tags, params: idParams, response: { 200: single(videoDeskDetail) } } }, async (request) => ({
      data: await videoDesk.detail(request.params.id),
    }));

    app.post(
      '/videos',
      { schema: { tags, consumes: ['multipart/form-data'], description: FORM_DESCRIPTION, response: { 201: savedIdResponse } } },
      async (request, reply) => {
        const id = await withDeskForm(request, form, (sent) =>
          videoDesk.publish(caller(request).user.id, deskData(sent, videoDeskRequest), sent.files),
        );
        return reply.status(201).send({ message: messages.videoPublished, data: { id } });
      },
    );

    app.put(
      '/videos/:id',
      {
        schema: {
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          description: `${FORM_DESCRIPTION}; a new video or poster replaces the saved one`,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await withDeskForm(request, form, (sent) => videoDesk.update(request.params.id, deskData(sent, videoDeskRequest), sent.files));
        return { message: messages.videoUpdated };
      },
    );

    app.post('/videos/delete', { schema: { tags, body: deleteRowsRequest, response: { 200: messageResponse } } }, async (request) => {
      await videoDesk.remove(request.body.delete_rows);
      return { message: messages.videosDeleted };
    });
  };
}
