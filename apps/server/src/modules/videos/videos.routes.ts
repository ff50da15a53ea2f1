import { contracts, type VideoActionRequest } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { engagementRoutes } from '../activity/engagement.routes.ts';
import type { VideosService } from './videos.service.ts';

const tags = ['videos'];
const { list, facets, detail } = contracts.videos;

/** Under /api/auth/v2: videos, with the Related (`cat`) and All (`id` left out) side lists of SPEC.md §7. */
export function videosRoutes(deps: { videos: VideosService; activity: ActivityRepository }): FastifyPluginAsyncZod {
  const { videos } = deps;
  return async (app) => {
    app.route({
      ...served(list, tags),
      handler: async (request) => {
        const { id, cat, ...query } = request.query;
        return videos.list(caller(request), query, { excludeId: id, relatedTo: cat });
      },
    });
    app.route({ ...served(facets, tags), handler: async (request) => videos.facets(caller(request), request.query) });
    app.route({
      ...served(detail, tags),
      handler: async (request) => ({ data: await videos.detail(caller(request), request.params.id) }),
    });
    await app.register(
      engagementRoutes(deps, {
        kind: 'video',
        contracts: contracts.videos,
        tags,
        itemIdOf: (body: VideoActionRequest) => body.video_id,
        assertOpenable: videos.assertOpenable,
        cardsById: videos.cardsById,
      }),
    );
  };
}
