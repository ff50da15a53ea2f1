import path from 'node:path';
import { createExportFiles } from '../../lib/export-files.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import type { NewsService } from '../news/news.service.ts';
import { createUploadsRepository } from './uploads.repository.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/** News clients send to the agency, with its exports; `uploads` (the repository) serves the news desk and review. */
export function uploadsModule(deps: { content: ContentDeps; news: NewsService; dataDir: string; secret: string }) {
  const { content } = deps;
  const uploads = createUploadsRepository(content.db);
  const exportFiles = createExportFiles({ root: path.join(deps.dataDir, 'exports'), secret: deps.secret, now: content.now });
  const service = createUploadsService({ ...content, news: deps.news, exportFiles, repository: uploads });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(uploadsRoutes({ uploads: service }), { prefix: '/api' });
  };
  return { name: 'uploads', routes, uploads };
}
