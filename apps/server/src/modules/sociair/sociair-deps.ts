import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import type { SociairClient } from './sociair.client.ts';
import type { SociairRepository } from './sociair.repository.ts';

/** What the sociair service is built from; each use case names the part of it it uses. */
export type SociairDeps = {
  repository: SociairRepository;
  client: SociairClient;
  box: SecretBox;
  subscriptions: SubscriptionService;
  now: () => Date;
  log: FastifyBaseLogger;
};
