import type { Database } from '../../db/client.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import type { FeedCallsRepository } from './feed-calls.repository.ts';

/** What the analytics service is built from; each use case names the part of it it uses. */
export type AnalyticsDeps = {
  repository: AnalyticsRepository;
  feedCalls: FeedCallsRepository;
  /** How many urgent-news SMS went out in [from, until) (modules/urgent-sms). */
  urgentSmsSent: (from: Date, until: Date) => Promise<number>;
  /** An export of client data is audited. */
  audit: Audit;
  db: Database;
  now: () => Date;
};
