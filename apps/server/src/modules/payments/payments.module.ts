import { defineModule } from '../../plugins/feature-modules.ts';
import { createEsewaGateway } from './esewa.gateway.ts';
import { createInvoiceRepository } from './invoice.repository.ts';
import { createKhaltiGateway } from './khalti.gateway.ts';
import { recheckDueNow, startPaymentRecheck } from './payment-recheck.job.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { esewaReturnRoutes, paymentsRoutes } from './payments.routes.ts';
import { createPaymentsService } from './payments.service.ts';
import { esewaSimulator } from './simulators/esewa.simulator.ts';
import { khaltiSimulator } from './simulators/khalti.simulator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the re-check of held payments, for tests that move a gateway's answer on. */
    recheckPayments: () => Promise<number>;
    /** One run of the timer that offers each due payment's re-check as a job. */
    offerPaymentRechecks: () => Promise<void>;
  }
}

/** Plans, checkout, the gateways (or their simulators), invoices, the history and the re-check jobs. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['db', 'config', 'subscriptions', 'plans', 'jobs', 'serviceHttp', 'metrics', 'now', 'log'],
  gives: [],
  build: async ({ config, log, serviceHttp, metrics, ...deps }) => {
    const http = metrics.countedServiceHttp('payment', serviceHttp);
    const settings = config.payments;
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
    return {
      decorations: { recheckPayments: () => recheckDueNow(payments, log), offerPaymentRechecks: recheck.offerDue },
      routes: async (app) => {
        await app.register(paymentsRoutes({ payments }));
        await app.register(esewaReturnRoutes({ payments }));
        if (settings.simulators) {
          await app.register(esewaSimulator(settings.esewa), { prefix: '/sim/esewa' });
          await app.register(khaltiSimulator({ secretKey: settings.khalti.secretKey, publicUrl: config.publicUrl }), {
            prefix: '/sim/khalti',
          });
        }
        app.addHook('onClose', () => recheck.stop());
      },
    };
  },
});
