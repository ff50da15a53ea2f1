import { messageResponse, single, urgentSmsRequest, urgentSmsSetting } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/guards.ts';
import type { UrgentSmsService } from './urgent-sms.service.ts';

const tags = ['urgent-sms'];

/** Each member's own choice of SMS for urgent news, under /api/client (My Account). */
export function urgentSmsRoutes(service: UrgentSmsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/urgent-sms', { schema: { tags, response: { 200: single(urgentSmsSetting) } } }, async (request) => ({
      data: await service.setting(caller(request)),
    }));

    app.put('/urgent-sms', { schema: { tags, body: urgentSmsRequest, response: { 200: messageResponse } } }, async (request) => ({
      message: await service.choose(caller(request), request.body.enabled),
    }));
  };
}
