import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import { createVideosRepository } from './videos.repository.ts';
import { videosRoutes } from './videos.routes.ts';
import { createVideosService } from './videos.service.ts';

/** The agency's videos as clients see them, under /api/auth/v2; `videos` also serves the media desk, `repository` the lookups console. */
export function videosModule(deps: { content: ContentDeps; activity: ActivityRepository }) {
  const repository = createVideosRepository(deps.content.db);
  const videos = createVideosService({ ...deps.content, repository });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(videosRoutes({ videos, activity: deps.activity }), { prefix: '/api/auth/v2' });
  };
  return { name: 'videos', routes, videos, repository };
}
