import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { AuditService } from './audit.service.ts';

const tags = ['audit'];
const { list, export: exportCsv, houseEvents } = contracts.audit;

/** The console's audit trail (administrators) and a media house's security events (its owner, on Team). */
export function auditRoutes({ audit }: { audit: AuditService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(list, tags), handler: async (request) => audit.list(request.query) });

    // A CSV file streamed in batches: the contract has no JSON answer.
    app.route({
      ...served(exportCsv, tags, { schema: { produces: ['text/csv'] } }),
      handler: async (request, reply) => {
        const file = await audit.exportCsv(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    });

    app.route({
      ...served(houseEvents, tags),
      handler: async (request) => audit.houseEvents(caller(request).user.houseId, request.query),
    });
  };
}
