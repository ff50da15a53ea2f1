import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createServiceHttp, type ServiceHttp } from '../../lib/service-http.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { createEsewaGateway } from './esewa.gateway.ts';
import { createInvoiceRepository } from './invoice.repository.ts';
import { createKhaltiGateway } from './khalti.gateway.ts';
import { startPaymentRecheckJob } from './payment-recheck.job.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { esewaReturnRoutes, subscriptionRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import { esewaSimulator } from './simulators/esewa.simulator.ts';
import { khaltiSimulator } from './simulators/khalti.simulator.ts';

/**
 * Plans, checkout, the gateways (or their simulators), invoices, the history and the re-check job.
 * `recheckDue` runs the job's work once.
 */
export function paymentsModule(deps: {
  db: Database;
  config: Pick<Config, 'payments' | 'publicUrl' | 'seller' | 'agencyName'>;
  subscriptions: SubscriptionService;
  plans: SubscriptionRepository;
  serviceHttp?: ServiceHttp | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
}): FeatureModule & { recheckDue: () => Promise<number> } {
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
  const recheckDue = () => payments.recheckDue(log);
  const routes: FeatureModule['routes'] = async (app) => {
    await app.register(subscriptionRoutes({ payments }), { prefix: '/api/auth/v2' });
    await app.register(esewaReturnRoutes({ payments }), { prefix: '/api/payments' });
    if (settings.simulators) {
      await app.register(esewaSimulator(settings.esewa), { prefix: '/sim/esewa' });
      await app.register(khaltiSimulator({ secretKey: settings.khalti.secretKey, publicUrl: config.publicUrl }), { prefix: '/sim/khalti' });
    }
    const job = startPaymentRecheckJob({ recheckDue, everyMs: settings.recheckMs, log });
    app.addHook('onClose', () => job.stop());
  };
  return { name: 'payments', routes, recheckDue };
}
