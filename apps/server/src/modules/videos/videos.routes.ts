import { idParams, paged, single, videoActionRequest, videoActivity, videoCard, videoDetail, videoSideQuery } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/guards.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { engagementRoutes } from '../activity/engagement.routes.ts';
import type { VideosService } from './videos.service.ts';

const tags = ['videos'];

/** Under /api/auth/v2: videos, with the Related (`cat`) and All (`id` left out) side lists of SPEC.md §7. */
export function videosRoutes(deps: { videos: VideosService; activity: ActivityRepository }): FastifyPluginAsyncZod {
  const { videos } = deps;
  return async (app) => {
    app.get('/client/videos', { schema: { tags, querystring: videoSideQuery, response: { 200: paged(videoCard) } } }, async (request) => {
      const { id, cat, ...query } = request.query;
      return videos.list(caller(request), query, { excludeId: id, relatedTo: cat });
    });
    app.get(
      '/client/videos/detail/:id',
      { schema: { tags, params: idParams, response: { 200: single(videoDetail) } } },
      async (request) => ({ data: await videos.detail(caller(request), request.params.id) }),
    );
    await app.register(
      engagementRoutes(deps, {
        kind: 'video',
        segment: 'videos',
        actionBody: videoActionRequest,
        itemIdOf: (body) => body.video_id,
        activityItem: videoActivity,
        assertOpenable: videos.assertOpenable,
        cardsById: videos.cardsById,
      }),
    );
  };
}
