import { contracts, galleryDeskRequest, MAX_UPLOAD_BYTES, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import { deskData, withDeskForm } from '../content/desk-form.ts';
import { GALLERY_IMAGES } from '../content/desk-media.ts';
import type { MediaService } from '../media/media.service.ts';
import type { GalleryDeskService } from './gallery-desk.service.ts';

const tags = ['galleries desk'];
const contract = contracts.mediaDesk.galleries;

/** Under /api/v1 (SPEC.md §7 generic calls, model `galleries`): the agency's galleries desk. Staff only: clients 403, guests 401. */
export function galleryDeskRoutes(deps: { galleryDesk: GalleryDeskService; mediaService: MediaService }): FastifyPluginAsyncZod {
  const { galleryDesk } = deps;
  const form = {
    mediaService: deps.mediaService,
    rules: { folder: 'gallery', maxFileBytes: MAX_UPLOAD_BYTES, fields: { files: GALLERY_IMAGES } },
  };
  return async (app) => {
    app.route({ ...served(contract.list, tags), handler: async (request) => galleryDesk.list(request.query) });

    app.route({
      ...served(contract.item, tags),
      handler: async (request) => ({ data: await galleryDesk.detail(request.params.id) }),
    });

    app.route({
      ...served(contract.create, tags, { schema: { response: { 201: contract.create.response } } }),
      handler: async (request, reply) => {
        const id = await withDeskForm(request, form, (sent) =>
          galleryDesk.publish(caller(request).user.id, deskData(sent, galleryDeskRequest), sent.files.files),
        );
        return reply.status(201).send({ message: messages.galleryPublished, data: { id } });
      },
    });

    app.route({
      ...served(contract.update, tags),
      handler: async (request) => {
        await withDeskForm(request, form, (sent) =>
          galleryDesk.update(request.params.id, deskData(sent, galleryDeskRequest), sent.files.files),
        );
        return { message: messages.galleryUpdated };
      },
    });

    app.route({
      ...served(contract.remove, tags),
      handler: async (request) => {
        await galleryDesk.remove(request.body.delete_rows);
        return { message: messages.galleriesDeleted };
      },
    });
  };
}
