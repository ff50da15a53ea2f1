import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { createServiceHttp, type ServiceHttp } from '../../lib/service-http.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { createEsewaGateway } from './esewa.gateway.ts';
import { createInvoiceRepository } from './invoice.repository.ts';
import { createKhaltiGateway } from './khalti.gateway.ts';
import { recheckDueNow, startPaymentRecheck } from './payment-recheck.job.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { esewaReturnRoutes, paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import { esewaSimulator } from './simulators/esewa.simulator.ts';
import { khaltiSimulator } from './simulators/khalti.simulator.ts';

/**
 * Plans, checkout, the gateways (or their simulators), invoices, the history and the re-check jobs.
 * `recheckDue` checks every due payment at once; `offerDueChecks` is one run of the timer that queues them.
 */
export async function paymentsModule(deps: {
  db: Database;
  config: Pick<Config, 'payments' | 'publicUrl' | 'seller' | 'agencyName'>;
  subscriptions: SubscriptionService;
  plans: SubscriptionRepository;
  jobs: JobQueue;
  serviceHttp?: ServiceHttp | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}): Promise<FeatureModule & { recheckDue: () => Promise<number>; offerDueChecks: () => Promise<void> }> {
  const { config, log } = deps;
  const settings = config.payments;
  const http = deps.serviceHttp ?? createServiceHttp();
  const payments = createPaymentsService({
    db: deps.db,
    repository: createPaymentsRepository(deps.db),
    plans: deps.plans,
    invoices: createInvoiceRepository(deps.db),
    subscriptions: deps.subscriptions,
    esewa: createEsewaGateway({ ...settings.esewa, http }),
    khalti: createKhaltiGateway({ ...settings.khalti, http }),
    config: { publicUrl: config.publicUrl, seller: config.seller, agencyName: config.agencyName, recheckMs: settings.recheckMs },
    now: deps.now,
  });
  const recheck = await startPaymentRecheck({ jobs: deps.jobs, payments, everyMs: settings.recheckMs, log });
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(paymentsRoutes({ payments }), { prefix: '/api/auth/v2' });
    await app.register(esewaReturnRoutes({ payments }), { prefix: '/api/payments' });
    if (settings.simulators) {
      await app.register(esewaSimulator(settings.esewa), { prefix: '/sim/esewa' });
      await app.register(khaltiSimulator({ secretKey: settings.khalti.secretKey, publicUrl: config.publicUrl }), { prefix: '/sim/khalti' });
    }
    app.addHook('onClose', () => recheck.stop());
  };
  return { name: 'payments', routes, recheckDue: () => recheckDueNow(payments, log), offerDueChecks: recheck.offerDue };
}
