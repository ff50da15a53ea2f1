import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createServiceHttp, type ServiceHttp } from '../../lib/service-http.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { ItemChangeDispatcher } from '../item-changes/item-change-dispatcher.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { AUTO_POST_QUEUE, type AutoPostJob, createAutoPostService } from './auto-post.service.ts';
import { createPostedMarks } from './posted-marks.ts';
import { sociairSimulator } from './simulator/sociair.simulator.ts';
import { createSociairClient } from './sociair.client.ts';
import { createSociairRepository } from './sociair.repository.ts';
import { sociairRoutes } from './sociair.routes.ts';
import { createSociairService } from './sociair.service.ts';

/**
 * The social-automation connection and auto-posting, with the service's simulator when configured;
 * `sociair` serves the profile (sociair_connected_check) and `marks` the news answers (which items went to
 * the client's social pages). Auto-posts are made by an item-change consumer, as the other outputs of
 * published news are.
 */
export async function sociairModule(deps: {
  db: Database;
  config: Pick<Config, 'sociair' | 'publicUrl' | 'appSecret'>;
  box: SecretBox;
  subscriptions: SubscriptionService;
  plans: SubscriptionRepository;
  jobs: JobQueue;
  dispatcher: Pick<ItemChangeDispatcher, 'consume'>;
  media: MediaRepository;
  news: NewsRepository;
  lookups: LookupsRepository;
  links: MediaLinks;
  serviceHttp?: ServiceHttp | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { config, log } = deps;
  const client = createSociairClient({ baseUrl: config.sociair.baseUrl, http: deps.serviceHttp ?? createServiceHttp() });
  const repository = createSociairRepository(deps.db, deps);
  const sociair = createSociairService({
    repository,
    client,
    box: deps.box,
    subscriptions: deps.subscriptions,
    now: deps.now,
    log,
  });
  const autoPost = createAutoPostService({ ...deps, client, sociair, repository, publicUrl: config.publicUrl });
  deps.dispatcher.consume(autoPost.fanOut);
  await deps.jobs.work<AutoPostJob>(AUTO_POST_QUEUE, config.sociair.retry, (job, attempt) => autoPost.deliver(job.autoPostId, attempt));

  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(sociairRoutes({ sociair }), { prefix: '/api/auth/v2/client/sociair' });
    if (config.sociair.simulator) {
      const categories = () => deps.lookups.activeCategories();
      await app.register(sociairSimulator({ secret: config.appSecret, categories }), { prefix: '/sim/sociair' });
    }
  };
  return { name: 'sociair', routes, sociair, autoPost, marks: createPostedMarks(autoPost, deps.now), repository };
}
