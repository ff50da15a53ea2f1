import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ESEWA_STATUSES, type EsewaStatus, esewaSignature, signedMessage } from '../esewa.gateway.ts';
import { paisaOf } from '../rupees.ts';
import { decisionOf, errorPage, paymentPage, prepareSimulator } from './simulator-page.ts';

/**
 * eSewa ePay v2 as PROTOCOLS.md describes it, for development and tests: the form endpoint and its
 * hosted page, the signed success return, and the status API with its outage answer. Tests steer it
 * through /control and /transactions/{uuid}.
 */

const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'product_service_charge',
  'product_delivery_charge',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;
const RETURN_SIGNED_FIELDS = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
const ESEWA_OUTAGE = { code: 0, error_message: 'Service is currently unavailable' };

type Attempt = {
  uuid: string;
  productCode: string;
  /** As posted; eSewa answers it back as a decimal such as "1695.0". */
  totalAmount: string;
  successUrl: string;
  failureUrl: string;
  status: EsewaStatus;
  refId: string | null;
};

export function esewaSimulator(deps: { secret: string; productCode: string }): FastifyPluginAsync {
  const attempts = new Map<string, Attempt>();
  let outage = false;

  function problemOf(form: Record<string, string | undefined>): string | undefined {
    const missing = FORM_FIELDS.filter((field) => !form[field]);
    if (missing.length > 0) return `Missing fields: ${missing.join(', ')}`;
    if (form.product_code !== deps.productCode) return 'Unknown product_code';
    if (!/^[A-Za-z0-9-]+$/.test(form.transaction_uuid as string)) return 'transaction_uuid may hold letters, digits and hyphens only';
    const parts = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'].map((field) => paisaOf(form[field]));
    const total = paisaOf(form.total_amount);
    if (parts.some((part) => part === undefined) || total === undefined) return 'Amounts must be numbers';
    if (parts.reduce((sum: number, part) => sum + (part as number), 0) !== total) return 'total_amount is not the sum of the charges';
    const message = signedMessage(form, form.signed_field_names as string);
    if (!message || esewaSignature(deps.secret, message) !== form.signature) return 'Invalid signature';
    if (attempts.get(form.transaction_uuid as string)?.status === 'COMPLETE') return 'This transaction_uuid is already paid';
    return undefined;
  }

  function successData(attempt: Attempt) {
    const payload: Record<string, string> = {
      transaction_code: attempt.refId as string,
      status: 'COMPLETE',
      total_amount: ((paisaOf(attempt.totalAmount) as number) / 100).toFixed(1),
      transaction_uuid: attempt.uuid,
      product_code: attempt.productCode,
      signed_field_names: RETURN_SIGNED_FIELDS,
    };
    payload.signature = esewaSignature(deps.secret, signedMessage(payload, RETURN_SIGNED_FIELDS) as string);
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  const settle = (attempt: Attempt, status: EsewaStatus) => {
    attempt.status = status;
    if (status === 'COMPLETE') attempt.refId ??= randomBytes(5).toString('hex').toUpperCase();
  };

  return async (app) => {
    prepareSimulator(app);

    app.post('/api/epay/main/v2/form', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const problem = problemOf(form);
      if (problem) return reply.status(400).type('text/html').send(errorPage('eSewa', problem));
      const uuid = form.transaction_uuid as string;
      attempts.set(uuid, {
        uuid,
        productCode: form.product_code as string,
        totalAmount: form.total_amount as string,
        successUrl: form.success_url as string,
        failureUrl: form.failure_url as string,
        status: 'NOT_FOUND',
        refId: null,
      });
      return reply.type('text/html').send(
        paymentPage({
          gateway: 'eSewa',
          merchant: deps.productCode,
          paisa: paisaOf(form.total_amount) as number,
          order: uuid,
          action: `/sim/esewa/pay/${encodeURIComponent(uuid)}`,
        }),
      );
    });

    app.post<{ Params: { uuid: string } }>('/pay/:uuid', async (request, reply) => {
      const attempt = attempts.get(request.params.uuid);
      const decision = decisionOf(request.body);
      if (!attempt || !decision) return reply.status(400).type('text/html').send(errorPage('eSewa', 'Unknown transaction or decision'));
      if (decision === 'pay') {
        settle(attempt, 'COMPLETE');
        const back = new URL(attempt.successUrl);
        back.searchParams.set('data', successData(attempt));
        return reply.redirect(back.toString(), 303);
      }
      // eSewa sends a cancelled and a pending payment alike to failure_url; only its status API tells them apart.
      settle(attempt, decision === 'cancel' ? 'CANCELED' : 'PENDING');
      return reply.redirect(attempt.failureUrl, 303);
    });

    app.get<{ Querystring: Record<string, string | undefined> }>('/api/epay/transaction/status/', async (request) => {
      if (outage) return ESEWA_OUTAGE;
      const { product_code: productCode, total_amount: totalAmount, transaction_uuid: uuid } = request.query;
      const attempt = uuid ? attempts.get(uuid) : undefined;
      const matches =
        attempt &&
        attempt.productCode === productCode &&
        paisaOf(totalAmount) !== undefined &&
        paisaOf(totalAmount) === paisaOf(attempt.totalAmount);
      return {
        product_code: productCode ?? null,
        transaction_uuid: uuid ?? null,
        total_amount: paisaOf(totalAmount) === undefined ? null : (paisaOf(totalAmount) as number) / 100,
        status: matches ? attempt.status : 'NOT_FOUND',
        ref_id: matches ? attempt.refId : null,
      };
    });

    app.post<{ Body: { outage?: boolean } }>('/control', async (request) => {
      outage = request.body?.outage === true;
      return { outage };
    });

    app.get<{ Params: { uuid: string } }>('/transactions/:uuid', async (request, reply) => {
      const attempt = attempts.get(request.params.uuid);
      return attempt ?? reply.status(404).send({ message: 'unknown transaction' });
    });

    app.post<{ Params: { uuid: string }; Body: { status?: string } }>('/transactions/:uuid', async (request, reply) => {
      const attempt = attempts.get(request.params.uuid);
      const status = ESEWA_STATUSES.find((known) => known === request.body?.status);
      if (!attempt || !status) return reply.status(400).send({ message: 'unknown transaction or status' });
      settle(attempt, status);
      return attempt;
    });
  };
}
