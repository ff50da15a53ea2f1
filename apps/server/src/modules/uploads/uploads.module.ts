import { createExportFiles, EXPORT_SWEEP_EVERY_MS } from '../../lib/export-files.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Storage } from '../../lib/storage.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ContentDeps } from '../content/content-deps.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { NewsService } from '../news/news.service.ts';
import type { NewsAuthorsRepository } from '../news/news-authors.repository.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/** News clients send to the agency, with its exports, under /api; uploads are news rows, kept by the news module. */
export async function uploadsModule(deps: {
  content: ContentDeps;
  news: NewsService;
  newsRepository: NewsRepository;
  lists: NewsAuthorsRepository;
  storage: Storage;
  secret: string;
  jobs: Pick<JobQueue, 'everyPeriod'>;
}): Promise<FeatureModule> {
  const { content } = deps;
  const exportFiles = createExportFiles({ storage: deps.storage, secret: deps.secret, now: content.now });
  await deps.jobs.everyPeriod('export-sweep', EXPORT_SWEEP_EVERY_MS, async () => {
    await exportFiles.sweep();
  });
  const uploads = createUploadsService({
    ...content,
    news: deps.news,
    newsRepository: deps.newsRepository,
    lists: deps.lists,
    exportFiles,
  });
  return {
    name: 'uploads',
    routes: async (app) => {
      await app.register(uploadsRoutes({ uploads, storage: deps.storage }), { prefix: '/api' });
    },
  };
}
