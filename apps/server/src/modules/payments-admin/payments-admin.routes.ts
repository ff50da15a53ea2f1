import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import type { PaymentsAdminService } from './payments-admin.service.ts';

const tags = ['payments'];
const { list, detail, export: exportCsv } = contracts.paymentsAdmin;

/** Under /api/v1/payments: every client's payments for the finance staff (and administrators); others get 403, guests 401. */
export function paymentsAdminRoutes({ payments }: { payments: PaymentsAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(list, tags), handler: async (request) => payments.list(request.query) });

    // A CSV file streamed in batches: the contract has no JSON answer.
    app.route({
      ...served(exportCsv, tags, { schema: { produces: ['text/csv'] } }),
      handler: async (request, reply) => {
        const file = await payments.exportCsv(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    });

    app.route({ ...served(detail, tags), handler: async (request) => ({ data: await payments.detail(request.params.id) }) });
  };
}
