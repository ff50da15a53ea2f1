import { route } from '../api-contract.ts';
import { paged, single } from '../envelopes.ts';
import {
  checkoutQuote,
  checkoutQuoteQuery,
  esewaReturnParams,
  esewaReturnQuery,
  invoice,
  paymentOutcome,
  savePlanRequest,
  savePlanResponse,
  subscriptionHistoryQuery,
  subscriptionHistoryRow,
  subscriptionPlanList,
  subscriptionPlanQuery,
  transactionParams,
  verifyKhaltiRequest,
} from '../payments.schema.ts';

const subscription = '/api/auth/v2/client/subscription';

/** Plans, checkout, the gateways' returns, invoices and the history (SPEC.md §7 "Subscription and payment"): the owner pays. */
export const paymentsContract = {
  plans: route({
    method: 'GET',
    path: `${subscription}/plan`,
    access: 'owner',
    query: subscriptionPlanQuery,
    response: subscriptionPlanList,
  }),
  savePlan: route({
    method: 'POST',
    path: `${subscription}/savePlan`,
    access: 'owner',
    description:
      'Prices the plan on the server (integer paisa) and answers where to pay: ESEWA (a signed form), KHALTI (payment_url) or CONTINUE.',
    body: savePlanRequest,
    response: savePlanResponse,
  }),
  quote: route({
    method: 'GET',
    path: `${subscription}/quote`,
    access: 'owner',
    description:
      'What a checkout of this plan would cost and grant now: a higher plan than the one in force starts now, with the unused value of the replaced one credited before VAT; any other queues after the current plan.',
    query: checkoutQuoteQuery,
    response: single(checkoutQuote),
  }),
  verifyKhalti: route({
    method: 'POST',
    path: '/api/auth/v2/verify-khalti',
    access: 'owner',
    body: verifyKhaltiRequest,
    response: paymentOutcome,
  }),
  recheck: route({
    method: 'POST',
    path: `${subscription}/transactions/:sid/verify`,
    access: 'owner',
    description: 'Asks the gateway again about a held payment.',
    params: transactionParams,
    response: paymentOutcome,
  }),
  invoice: route({
    method: 'GET',
    path: `${subscription}/transactions/:sid`,
    access: 'owner',
    description: 'The invoice of a completed payment.',
    params: transactionParams,
    response: single(invoice),
  }),
  history: route({
    method: 'GET',
    path: `${subscription}/history`,
    access: 'owner',
    query: subscriptionHistoryQuery,
    response: paged(subscriptionHistoryRow),
  }),
  /**
   * Where eSewa sends the browser back (a redirect, no JSON). No session travels with a gateway's redirect, so
   * the order id in the path names the payment and the gateway itself is asked.
   */
  esewaReturn: route({
    method: 'GET',
    path: '/api/payments/esewa/:orderId/:outcome',
    access: 'guest',
    params: esewaReturnParams,
    query: esewaReturnQuery,
  }),
};
