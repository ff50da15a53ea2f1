import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import type { EsewaGateway } from './esewa.gateway.ts';
import type { InvoiceRepository } from './invoice.repository.ts';
import type { KhaltiGateway } from './khalti.gateway.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** What the payments service is built from; each use case names the part of it it uses. */
export type PaymentsDeps = {
  db: Database;
  repository: PaymentsRepository;
  plans: Pick<SubscriptionRepository, 'activePlans' | 'activePlan' | 'everSubscribed' | 'timelineOf'>;
  invoices: InvoiceRepository;
  subscriptions: Pick<SubscriptionService, 'forget'>;
  esewa: EsewaGateway;
  khalti: KhaltiGateway;
  config: Pick<Config, 'publicUrl' | 'seller' | 'agencyName'> & { recheckMs: number };
  now: () => Date;
};
