import { defineModule } from '../../plugins/feature-modules.ts';
import type { NewsMarks } from '../news/news.service.ts';
import { AUTO_POST_QUEUE, type AutoPostJob, createAutoPostService } from './auto-post.service.ts';
import { createPostedMarks } from './posted-marks.ts';
import { sociairSimulator } from './simulator/sociair.simulator.ts';
import { createSociairClient } from './sociair.client.ts';
import { createSociairRepository, type SociairRepository } from './sociair.repository.ts';
import { sociairRoutes } from './sociair.routes.ts';
import { createSociairService, type SociairService } from './sociair.service.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** The social-automation connection: the profile's sociair_connected_check reads it. */
    sociair: SociairService;
    sociairRepository: SociairRepository;
    /** Which items went to each client's social pages, laid over the news answers. */
    marks: NewsMarks;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of an auto-post's job, as pg-boss runs it, for tests that replay a job. */
    deliverAutoPost: (autoPostId: number) => Promise<void>;
  }
}

/**
 * The social-automation connection and auto-posting, with the service's simulator when configured. Auto-posts
 * are made by an item-change consumer, as the other outputs of published news are.
 */
export const sociairModule = defineModule({
  name: 'sociair',
  needs: [
    'db',
    'config',
    'box',
    'subscriptions',
    'plans',
    'jobs',
    'itemChanges',
    'media',
    'newsRepository',
    'lookups',
    'links',
    'serviceHttp',
    'metrics',
    'now',
    'log',
  ],
  gives: ['sociair', 'sociairRepository', 'marks'],
  build: async ({ config, newsRepository, itemChanges, ...deps }) => {
    const client = createSociairClient({
      baseUrl: config.sociair.baseUrl,
      http: deps.metrics.countedServiceHttp('sociair', deps.serviceHttp),
    });
    const repository = createSociairRepository(deps.db, { news: newsRepository, lookups: deps.lookups });
    const sociair = createSociairService({ ...deps, repository, client });
    const autoPost = createAutoPostService({ ...deps, news: newsRepository, client, sociair, repository, publicUrl: config.publicUrl });
    itemChanges.dispatcher.consume(autoPost.fanOut);
    const retry = config.sociair.retry;
    await deps.jobs.work<AutoPostJob>(AUTO_POST_QUEUE, retry, (job, attempt) => autoPost.deliver(job.autoPostId, attempt));
    return {
      gives: { sociair, sociairRepository: repository, marks: createPostedMarks(autoPost, deps.now) },
      decorations: {
        deliverAutoPost: (autoPostId: number) => autoPost.deliver(autoPostId, { retryCount: 0, retryLimit: retry.retryLimit }),
      },
      routes: async (app) => {
        await app.register(sociairRoutes({ sociair }));
        if (config.sociair.simulator) {
          const categories = () => deps.lookups.activeCategories();
          await app.register(sociairSimulator({ secret: config.appSecret, categories }), { prefix: '/sim/sociair' });
        }
      },
    };
  },
});
