import { createExportFiles, EXPORT_SWEEP_EVERY_MS } from '../../lib/export-files.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/** News clients send to the agency, with its exports, under /api; uploads are news rows, kept by the news module. */
export const uploadsModule = defineModule({
  name: 'uploads',
  needs: ['content', 'news', 'newsRepository', 'newsLists', 'storage', 'config', 'jobs'],
  gives: [],
  build: async ({ content, storage, config, jobs, ...deps }) => {
    const exportFiles = createExportFiles({ storage, secret: config.appSecret, now: content.now });
    await jobs.everyPeriod('export-sweep', EXPORT_SWEEP_EVERY_MS, async () => {
      await exportFiles.sweep();
    });
    const uploads = createUploadsService({
      ...content,
      news: deps.news,
      newsRepository: deps.newsRepository,
      lists: deps.newsLists,
      exportFiles,
    });
    return {
      routes: async (app) => {
        await app.register(uploadsRoutes({ uploads, storage }));
      },
    };
  },
});
