import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { LatestChange } from '../item-changes/item-changes.repository.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { NewsService } from '../news/news.service.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';
import type { IntegrationsService } from './integrations.service.ts';
import type { SitePostsRepository } from './site-posts.repository.ts';
import type { SitePusher } from './site-push.ts';

/** What the site push service is built from; each use case names the part of it it uses. */
export type SitePushDeps = {
  posts: SitePostsRepository;
  integrations: Pick<IntegrationsService, 'siteOf'>;
  siteCategories: Pick<IntegrationsRepository, 'categoryOf'>;
  pusher: SitePusher;
  /** The item-change log: an item's latest change gives the version a push carries. */
  changes: { latestOf: (newsId: number) => Promise<LatestChange | undefined> };
  news: Pick<NewsService, 'detail' | 'readableArticle'>;
  lookups: Pick<LookupsRepository, 'activeCategories'>;
  activity: Pick<ActivityRepository, 'record'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** How long one push may hold its post: longer than a site may take to answer, so only a dead process's lapses. */
  pushLeaseMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
};
