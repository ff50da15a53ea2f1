import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['subscription'];
const { plans, savePlan, quote, verifyKhalti, recheck, invoice, history, esewaReturn } = contracts.payments;

/** Under /api/auth/v2: plans, checkout, Khalti's verification, invoices and the history (SPEC.md §7 "Subscription and payment"). */
export function paymentsRoutes(deps: { payments: PaymentsService }): FastifyPluginAsyncZod {
  const { payments } = deps;
  return async (app) => {
    app.route({ ...served(plans, tags), handler: async (request) => payments.plans(caller(request), request.query) });
    app.route({
      ...served(savePlan, tags),
      handler: async (request) => ({
        code: 200 as const,
        message: messages.paymentProcessStarted,
        data: await payments.savePlan(caller(request), request.body),
      }),
    });
    app.route({
      ...served(quote, tags),
      handler: async (request) => ({ data: await payments.quote(caller(request), request.query) }),
    });
    app.route({
      ...served(verifyKhalti, tags),
      handler: async (request) => payments.verifyKhalti(caller(request), request.body, request.log),
    });
    app.route({
      ...served(recheck, tags),
      handler: async (request) => payments.recheck(caller(request), request.params.sid, request.log),
    });
    app.route({
      ...served(invoice, tags),
      handler: async (request) => ({ data: await payments.invoice(caller(request), request.params.sid) }),
    });
    app.route({ ...served(history, tags), handler: async (request) => payments.history(caller(request), request.query) });
  };
}

/**
 * Under /api/payments: where eSewa sends the browser back. No session travels with a gateway's
 * redirect, so the order id in the path names the payment and the gateway itself is asked.
 */
export function esewaReturnRoutes(deps: { payments: PaymentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(esewaReturn, tags, { schema: { hide: true } }),
      handler: async (request, reply) => {
        const { orderId, outcome } = request.params;
        const { result, sid } = await deps.payments.esewaReturn(orderId, outcome, request.query.data, request.log);
        const target = result === 'success' ? '/payment/bill' : '/subscription-plans';
        const query = new URLSearchParams({ status: result, ...(sid ? { sid: String(sid) } : {}) });
        return reply.redirect(`${target}?${query}`, 303);
      },
    });
  };
}
