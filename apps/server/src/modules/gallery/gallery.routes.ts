import { contracts, type GalleryActionRequest } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { engagementRoutes } from '../activity/engagement.routes.ts';
import type { GalleryService } from './gallery.service.ts';

const tags = ['gallery'];
const { list, detail } = contracts.gallery;

/** Under /api/auth/v2: feature-photo galleries. */
export function galleryRoutes(deps: { gallery: GalleryService; activity: ActivityRepository }): FastifyPluginAsyncZod {
  const { gallery } = deps;
  return async (app) => {
    app.route({ ...served(list, tags), handler: async (request) => gallery.list(caller(request), request.query) });
    app.route({
      ...served(detail, tags),
      handler: async (request) => ({ data: await gallery.detail(caller(request), request.params.id) }),
    });
    await app.register(
      engagementRoutes(deps, {
        kind: 'gallery',
        contracts: contracts.gallery,
        tags,
        itemIdOf: (body: GalleryActionRequest) => body.gallary_id,
        assertOpenable: gallery.assertOpenable,
        cardsById: gallery.cardsById,
      }),
    );
  };
}
