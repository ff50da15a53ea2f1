import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { AgendaReading } from './agenda-reading.service.ts';

const tags = ['agenda'];
const contract = contracts.agendaReading;

/** The client's Agenda: events with their coverage, watching them, and the notices of what changed. */
export function agendaReadingRoutes(deps: { reading: AgendaReading }): FastifyPluginAsyncZod {
  const { reading } = deps;
  return async (app) => {
    app.route({ ...served(contract.events, tags), handler: async (request) => reading.events(caller(request), request.query) });
    app.route({
      ...served(contract.event, tags),
      handler: async (request) => ({ data: await reading.event(caller(request), request.params.id) }),
    });
    app.route({
      ...served(contract.watch, tags),
      handler: async (request) => ({
        message: messages.eventWatched,
        data: await reading.watch(caller(request), request.params.id, request.body),
      }),
    });
    app.route({
      ...served(contract.unwatch, tags),
      handler: async (request) => ({
        message: messages.eventUnwatched,
        data: await reading.unwatch(caller(request), request.params.id, request.query.coverage_id),
      }),
    });
    app.route({ ...served(contract.notices, tags), handler: async (request) => reading.notices(caller(request)) });
    app.route({
      ...served(contract.readNotices, tags),
      handler: async (request) => {
        await reading.readNotices(caller(request), request.body.ids);
        return { message: messages.alertsRead };
      },
    });
  };
}
