import { contracts, messages, videoDeskRequest } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import { deskData, withDeskForm } from '../content/desk-form.ts';
import { POSTER_FILE, VIDEO_FILE } from '../content/desk-media.ts';
import type { MediaService } from '../media/media.service.ts';
import type { VideoDeskService } from './video-desk.service.ts';

const tags = ['videos desk'];
const contract = contracts.mediaDesk.videos;

/** Under /api/v1 (SPEC.md §7 generic calls, model `videos`): the agency's videos desk. Staff only: clients 403, guests 401. */
export function videoDeskRoutes(deps: {
  videoDesk: VideoDeskService;
  mediaService: MediaService;
  maxVideoBytes: number;
}): FastifyPluginAsyncZod {
  const { videoDesk } = deps;
  const form = {
    mediaService: deps.mediaService,
    rules: { folder: 'videos', maxFileBytes: deps.maxVideoBytes, fields: { video: VIDEO_FILE, poster: POSTER_FILE } },
  };
  return async (app) => {
    app.route({ ...served(contract.list, tags), handler: async (request) => videoDesk.list(request.query) });

    app.route({
      ...served(contract.item, tags),
      handler: async (request) => ({ data: await videoDesk.detail(request.params.id) }),
    });

    app.route({
      ...served(contract.create, tags, { schema: { response: { 201: contract.create.response } } }),
      handler: async (request, reply) => {
        const id = await withDeskForm(request, form, (sent) =>
          videoDesk.publish(caller(request).user.id, deskData(sent, videoDeskRequest), sent.files),
        );
        return reply.status(201).send({ message: messages.videoPublished, data: { id } });
      },
    });

    app.route({
      ...served(contract.update, tags),
      handler: async (request) => {
        await withDeskForm(request, form, (sent) => videoDesk.update(request.params.id, deskData(sent, videoDeskRequest), sent.files));
        return { message: messages.videoUpdated };
      },
    });

    app.route({
      ...served(contract.remove, tags),
      handler: async (request) => {
        await videoDesk.remove(request.body.delete_rows);
        return { message: messages.videosDeleted };
      },
    });
  };
}
