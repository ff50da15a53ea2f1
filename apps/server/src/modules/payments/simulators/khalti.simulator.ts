import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { KHALTI_STATUSES, type KhaltiStatus } from '../khalti.gateway.ts';
import { decisionOf, errorPage, paymentPage, prepareSimulator } from './simulator-page.ts';

/**
 * Khalti ePayment as PROTOCOLS.md describes it, for development and tests: initiate (with the key and
 * Khalti's validation answers), the hosted payment page, the return address, and lookup. Payment links
 * expire after 60 minutes. Tests steer it through /control and /transactions/{pidx}.
 */

const LINK_LIFETIME_MS = 60 * 60_000;
const MIN_AMOUNT_PAISA = 1000;

type Attempt = {
  pidx: string;
  amount: number;
  orderId: string;
  orderName: string;
  returnUrl: string;
  status: KhaltiStatus;
  transactionId: string | null;
  mobile: string;
  expiresAt: number;
};

const isHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);

export function khaltiSimulator(deps: { secretKey: string; publicUrl: string; now?: () => number }): FastifyPluginAsync {
  const attempts = new Map<string, Attempt>();
  const now = deps.now ?? Date.now;
  let outage = false;

  function authorized(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization === `Key ${deps.secretKey}`) return true;
    reply.status(401).send({ detail: 'Invalid token.', status_code: 401 });
    return false;
  }

  function validationErrors(body: Record<string, unknown>) {
    const errors: Record<string, string[]> = {};
    if (!isHttpUrl(body.return_url)) errors.return_url = ['Enter a valid URL.'];
    if (!isHttpUrl(body.website_url)) errors.website_url = ['Enter a valid URL.'];
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount)) errors.amount = ['A valid integer is required.'];
    else if (body.amount < MIN_AMOUNT_PAISA) errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
    for (const field of ['purchase_order_id', 'purchase_order_name']) {
      if (typeof body[field] !== 'string' || body[field] === '') errors[field] = ['This field is required.'];
    }
    return errors;
  }

  /** A link left unpaid for an hour expires, as Khalti's do. */
  function current(pidx: string) {
    const attempt = attempts.get(pidx);
    if (attempt?.status === 'Initiated' && now() >= attempt.expiresAt) attempt.status = 'Expired';
    return attempt;
  }

  function settle(attempt: Attempt, status: KhaltiStatus) {
    attempt.status = status;
    if (status === 'Completed') attempt.transactionId ??= randomBytes(8).toString('hex');
  }

  function returnAddress(attempt: Attempt) {
    const back = new URL(attempt.returnUrl);
    const paid = attempt.status === 'Completed';
    const query = {
      pidx: attempt.pidx,
      txnId: attempt.transactionId ?? '',
      amount: String(attempt.amount),
      total_amount: String(attempt.amount),
      status: attempt.status,
      mobile: paid ? attempt.mobile : '',
      tidx: attempt.transactionId ?? '',
      purchase_order_id: attempt.orderId,
      purchase_order_name: attempt.orderName,
      transaction_id: attempt.transactionId ?? '',
    };
    for (const [key, value] of Object.entries(query)) back.searchParams.set(key, value);
    return back.toString();
  }

  return async (app) => {
    prepareSimulator(app);

    app.post<{ Body: Record<string, unknown> }>('/api/v2/epayment/initiate/', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      if (outage) return reply.status(503).send({ detail: 'Service temporarily unavailable.' });
      const body = request.body ?? {};
      const errors = validationErrors(body);
      if (Object.keys(errors).length > 0) return reply.status(400).send({ ...errors, error_key: 'validation_error' });
      const pidx = randomBytes(11).toString('base64url');
      const customer = (body.customer_info ?? {}) as Record<string, unknown>;
      attempts.set(pidx, {
        pidx,
        amount: body.amount as number,
        orderId: body.purchase_order_id as string,
        orderName: body.purchase_order_name as string,
        returnUrl: body.return_url as string,
        status: 'Initiated',
        transactionId: null,
        mobile: typeof customer.phone === 'string' ? customer.phone : '98XXXXXXXX',
        expiresAt: now() + LINK_LIFETIME_MS,
      });
      return {
        pidx,
        payment_url: `${deps.publicUrl}/sim/khalti/pay/${pidx}`,
        expires_at: new Date(now() + LINK_LIFETIME_MS).toISOString(),
        expires_in: LINK_LIFETIME_MS / 1000,
      };
    });

    app.get<{ Params: { pidx: string } }>('/pay/:pidx', async (request, reply) => {
      const attempt = current(request.params.pidx);
      if (attempt?.status !== 'Initiated')
        return reply.status(404).type('text/html').send(errorPage('Khalti', 'This payment link is not valid.'));
      return reply.type('text/html').send(
        paymentPage({
          gateway: 'Khalti',
          merchant: attempt.orderName,
          paisa: attempt.amount,
          order: attempt.orderId,
          action: `/sim/khalti/pay/${attempt.pidx}`,
        }),
      );
    });

    app.post<{ Params: { pidx: string } }>('/pay/:pidx', async (request, reply) => {
      const attempt = current(request.params.pidx);
      const decision = decisionOf(request.body);
      if (attempt?.status !== 'Initiated' || !decision) {
        return reply.status(400).type('text/html').send(errorPage('Khalti', 'Unknown payment or decision'));
      }
      settle(attempt, decision === 'pay' ? 'Completed' : decision === 'cancel' ? 'User canceled' : 'Pending');
      return reply.redirect(returnAddress(attempt), 303);
    });

    app.post<{ Body: { pidx?: unknown } }>('/api/v2/epayment/lookup/', async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      if (outage) return reply.status(503).send({ detail: 'Service temporarily unavailable.' });
      const attempt = typeof request.body?.pidx === 'string' ? current(request.body.pidx) : undefined;
      if (!attempt) return reply.status(404).send({ detail: 'Not found.', error_key: 'validation_error' });
      return {
        pidx: attempt.pidx,
        total_amount: attempt.amount,
        status: attempt.status,
        transaction_id: attempt.transactionId,
        fee: 0,
        refunded: attempt.status === 'Refunded' || attempt.status === 'Partially Refunded',
      };
    });

    app.post<{ Body: { outage?: boolean } }>('/control', async (request) => {
      outage = request.body?.outage === true;
      return { outage };
    });

    app.get<{ Params: { pidx: string } }>('/transactions/:pidx', async (request, reply) => {
      return current(request.params.pidx) ?? reply.status(404).send({ message: 'unknown payment' });
    });

    app.post<{ Params: { pidx: string }; Body: { status?: string; amount?: number } }>('/transactions/:pidx', async (request, reply) => {
      const attempt = current(request.params.pidx);
      const status = KHALTI_STATUSES.find((known) => known === request.body?.status);
      if (!attempt || !status) return reply.status(400).send({ message: 'unknown payment or status' });
      // A test may make Khalti confirm another amount than the one initiated.
      if (typeof request.body.amount === 'number') attempt.amount = request.body.amount;
      settle(attempt, status);
      return attempt;
    });
  };
}
