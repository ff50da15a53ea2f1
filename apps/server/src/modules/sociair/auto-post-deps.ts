import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SociairClient } from './sociair.client.ts';
import type { SociairRepository } from './sociair.repository.ts';
import type { SociairService } from './sociair.service.ts';

/** What the auto-post service is built from; each use case names the part of it it uses. */
export type AutoPostDeps = {
  jobs: JobQueue;
  client: SociairClient;
  sociair: SociairService;
  repository: SociairRepository;
  media: MediaRepository;
  news: Pick<NewsRepository, 'toPost' | 'categoriesOf'>;
  plans: Pick<SubscriptionRepository, 'withFeature'>;
  lookups: LookupsRepository;
  links: MediaLinks;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
};
