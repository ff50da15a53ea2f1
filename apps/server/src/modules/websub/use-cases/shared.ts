import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { HttpOut } from '../../../lib/http-out.ts';
import type { JobQueue } from '../../../lib/job-queue.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import type { SyndicationService } from '../../feed/syndication.service.ts';
import type { WebsubRepository } from '../websub.repository.ts';

/** Everything the hub's use cases need; each takes its own part. */
export type WebsubDeps = {
  db: Database;
  repository: WebsubRepository;
  syndication: Pick<SyndicationService, 'readerOf' | 'document'>;
  box: SecretBox;
  jobs: Pick<JobQueue, 'enqueue'>;
  httpOut: HttpOut;
  allowLoopback: boolean;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** Verifications of intent (and denials): one job per request, its topic, callback and secret sealed. */
export const WEBSUB_VERIFY_QUEUE = 'websub-verify';
/** Content distribution: one job per change and subscription. */
export const WEBSUB_DELIVERY_QUEUE = 'websub-delivery';

export type VerifyJob = { sealed: string };
/** What a verify job carries, sealed: the request as it was read, or (`denied`) a subscription the hub ended to tell of. */
export type PendingRequest = {
  mode: 'subscribe' | 'unsubscribe' | 'denied';
  topic: string;
  callback: string;
  leaseSeconds: number;
  secret?: string;
};
export type DeliveryJob = { subscriptionId: number; seq: number };

/** A 2xx answer. */
export const isSuccess = (status: number) => status >= 200 && status < 300;
