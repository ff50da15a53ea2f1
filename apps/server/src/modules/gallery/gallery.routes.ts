import { galleryActionRequest, galleryActivity, galleryDetail, galleryItem, idParams, paged, pageQuery, single } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/guards.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { engagementRoutes } from '../activity/engagement.routes.ts';
import type { GalleryService } from './gallery.service.ts';

const tags = ['gallery'];

/** Under /api/auth/v2: feature-photo galleries. */
export function galleryRoutes(deps: { gallery: GalleryService; activity: ActivityRepository }): FastifyPluginAsyncZod {
  const { gallery } = deps;
  return async (app) => {
    app.get('/client/gallery', { schema: { tags, querystring: pageQuery, response: { 200: paged(galleryItem) } } }, async (request) =>
      gallery.list(caller(request), request.query),
    );
    app.get('/client/gallery/:id', { schema: { tags, params: idParams, response: { 200: single(galleryDetail) } } }, async (request) => ({
      data: await gallery.detail(caller(request), request.params.id),
    }));
    await app.register(
      engagementRoutes(deps, {
        kind: 'gallery',
        segment: 'gallery',
        actionBody: galleryActionRequest,
        itemIdOf: (body) => body.gallary_id,
        activityItem: galleryActivity,
        assertOpenable: gallery.assertOpenable,
        cardsById: gallery.cardsById,
      }),
    );
  };
}
