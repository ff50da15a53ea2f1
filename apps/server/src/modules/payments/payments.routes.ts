import {
  checkoutQuote,
  checkoutQuoteQuery,
  invoice,
  messages,
  paged,
  paymentOutcome,
  savePlanRequest,
  savePlanResponse,
  single,
  subscriptionHistoryQuery,
  subscriptionHistoryRow,
  subscriptionPlanList,
  subscriptionPlanQuery,
  transactionParams,
  verifyKhaltiRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../plugins/guards.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['subscription'];

/** Under /api/auth/v2: plans, checkout, Khalti's verification, invoices and the history (SPEC.md §7 "Subscription and payment"). */
export function paymentsRoutes(deps: { payments: PaymentsService }): FastifyPluginAsyncZod {
  const { payments } = deps;
  return async (app) => {
    app.get(
      '/client/subscription/plan',
      { schema: { tags, querystring: subscriptionPlanQuery, response: { 200: subscriptionPlanList } } },
      async (request) => payments.plans(caller(request), request.query),
    );

    app.post(
      '/client/subscription/savePlan',
      {
        schema: {
          tags,
          description:
            'Prices the plan on the server (integer paisa) and answers where to pay: ESEWA (a signed form), KHALTI (payment_url) or CONTINUE.',
          body: savePlanRequest,
          response: { 200: savePlanResponse },
        },
      },
      async (request) => ({
        code: 200 as const,
        message: messages.paymentProcessStarted,
        data: await payments.savePlan(caller(request), request.body, request.log),
      }),
    );

    app.get(
      '/client/subscription/quote',
      {
        schema: {
          tags,
          description:
            'What a checkout of this plan would cost and grant now: a higher plan than the one in force starts now, with the unused value of the replaced one credited before VAT; any other queues after the current plan.',
          querystring: checkoutQuoteQuery,
          response: { 200: single(checkoutQuote) },
        },
      },
      async (request) => ({ data: await payments.quote(caller(request), request.query) }),
    );

    app.post('/verify-khalti', { schema: { tags, body: verifyKhaltiRequest, response: { 200: paymentOutcome } } }, async (request) =>
      payments.verifyKhalti(caller(request), request.body, request.log),
    );

    app.post(
      '/client/subscription/transactions/:sid/verify',
      {
        schema: {
          tags,
          description: 'Asks the gateway again about a held payment.',
          params: transactionParams,
          response: { 200: paymentOutcome },
        },
      },
      async (request) => payments.recheck(caller(request), request.params.sid, request.log),
    );

    app.get(
      '/client/subscription/transactions/:sid',
      {
        schema: { tags, description: 'The invoice of a completed payment.', params: transactionParams, response: { 200: single(invoice) } },
      },
      async (request) => ({ data: await payments.invoice(caller(request), request.params.sid) }),
    );

    app.get(
      '/client/subscription/history',
      { schema: { tags, querystring: subscriptionHistoryQuery, response: { 200: paged(subscriptionHistoryRow) } } },
      async (request) => payments.history(caller(request), request.query),
    );
  };
}

const esewaReturnParams = z.object({ orderId: z.string().max(64), outcome: z.enum(['success', 'failure']) });
const esewaReturnQuery = z.object({ data: z.string().max(4096).optional() });

/**
 * Under /api/payments: where eSewa sends the browser back. No session travels with a gateway's
 * redirect, so the order id in the path names the payment and the gateway itself is asked.
 */
export function esewaReturnRoutes(deps: { payments: PaymentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/esewa/:orderId/:outcome',
      { schema: { tags, hide: true, params: esewaReturnParams, querystring: esewaReturnQuery } },
      async (request, reply) => {
        const { orderId, outcome } = request.params;
        const { result, sid } = await deps.payments.esewaReturn(orderId, outcome, request.query.data, request.log);
        const target = result === 'success' ? '/payment/bill' : '/subscription-plans';
        const query = new URLSearchParams({ status: result, ...(sid ? { sid: String(sid) } : {}) });
        return reply.redirect(`${target}?${query}`, 303);
      },
    );
  };
}
