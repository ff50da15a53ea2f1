import { defineModule } from '../../plugins/feature-modules.ts';
import { createInvoiceRepository } from '../payments/invoice.repository.ts';
import { createPaymentsAdminRepository } from './payments-admin.repository.ts';
import { paymentsAdminRoutes } from './payments-admin.routes.ts';
import { createPaymentsAdminService } from './payments-admin.service.ts';

/** The finance console's payments under /api/v1/payments: the list with its totals, one payment with its bill, the CSV. */
export const paymentsAdminModule = defineModule({
  name: 'payments-admin',
  needs: ['db', 'audit', 'config', 'now'],
  gives: [],
  build: ({ db, audit, config, now }) => {
    const payments = createPaymentsAdminService({
      db,
      repository: createPaymentsAdminRepository(db),
      invoices: createInvoiceRepository(db),
      audit,
      seller: config.seller,
      now,
    });
    return {
      routes: async (app) => {
        await app.register(paymentsAdminRoutes({ payments }));
      },
    };
  },
});
