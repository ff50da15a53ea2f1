import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { UrgentSmsService } from './urgent-sms.service.ts';

const tags = ['urgent-sms'];
const { setting, choose } = contracts.urgentSms;

/** Each member's own choice of SMS for urgent news, under /api/client (My Account). */
export function urgentSmsRoutes(service: UrgentSmsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(setting, tags), handler: async (request) => ({ data: await service.setting(caller(request)) }) });
    app.route({
      ...served(choose, tags),
      handler: async (request) => ({ message: await service.choose(caller(request), request.body.enabled) }),
    });
  };
}
