import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EsewaForm } from '@portal/shared';
import { type ServiceHttp, ServiceUnreachableError } from '../../lib/service-http.ts';
import { paisaOf, rupeesText } from './rupees.ts';

/** eSewa ePay v2 (PROTOCOLS.md): a signed form the browser posts, a signed return, and a status API. */

export const ESEWA_SIGNED_FIELD_NAMES = 'total_amount,transaction_uuid,product_code';
export const ESEWA_STATUSES = ['COMPLETE', 'PENDING', 'FULL_REFUND', 'PARTIAL_REFUND', 'AMBIGUOUS', 'NOT_FOUND', 'CANCELED'] as const;
export type EsewaStatus = (typeof ESEWA_STATUSES)[number];

export const esewaSignature = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('base64');

/** "name=value" for each signed name, in order, joined by commas, from the values exactly as sent. */
export function signedMessage(values: Record<string, unknown>, signedFieldNames: string): string | undefined {
  const parts: string[] = [];
  for (const name of signedFieldNames.split(',')) {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    parts.push(`${name}=${value}`);
  }
  return parts.join(',');
}

/** The success return's `data`, once its signature checked out. */
export type EsewaReturn = { transaction_uuid: string; total_amount: string; status: string; transaction_code: string };

/** Decodes and checks a return; undefined when it is malformed or its signature is not eSewa's. */
export function verifyEsewaReturn(data: string, secret: string): EsewaReturn | undefined {
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { signed_field_names: names, signature } = payload;
  if (typeof names !== 'string' || typeof signature !== 'string') return undefined;
  // The names eSewa signs must cover what the portal relies on.
  if (!['total_amount', 'transaction_uuid', 'product_code'].every((name) => names.split(',').includes(name))) return undefined;
  const message = signedMessage(payload, names);
  if (!message || !sameText(esewaSignature(secret, message), signature)) return undefined;
  return {
    transaction_uuid: String(payload.transaction_uuid),
    total_amount: String(payload.total_amount),
    status: String(payload.status ?? ''),
    transaction_code: String(payload.transaction_code ?? ''),
  };
}

function sameText(expected: string, given: string) {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type EsewaStatusAnswer =
  | { kind: 'answer'; status: EsewaStatus; total: number | undefined; uuid: string; refId: string | null }
  | { kind: 'unreachable'; reason: string };

export function createEsewaGateway(deps: { formUrl: string; statusUrl: string; productCode: string; secret: string; http: ServiceHttp }) {
  return {
    /** The fields the browser posts to eSewa; the subtotal goes in `amount` and the VAT in `tax_amount`. */
    checkoutForm(order: { uuid: string; subtotal: number; vat: number; total: number; successUrl: string; failureUrl: string }): EsewaForm {
      const fields: Record<string, string> = {
        amount: rupeesText(order.subtotal),
        tax_amount: rupeesText(order.vat),
        product_service_charge: '0',
        product_delivery_charge: '0',
        total_amount: rupeesText(order.total),
        transaction_uuid: order.uuid,
        product_code: deps.productCode,
        success_url: order.successUrl,
        failure_url: order.failureUrl,
        signed_field_names: ESEWA_SIGNED_FIELD_NAMES,
      };
      fields.signature = esewaSignature(deps.secret, signedMessage(fields, ESEWA_SIGNED_FIELD_NAMES) as string);
      return { action: deps.formUrl, fields };
    },

    verifyReturn: (data: string) => verifyEsewaReturn(data, deps.secret),

    /** Asks eSewa where a transaction stands. An outage (`{"code":0,…}`) or no answer concludes nothing. */
    async status(order: { uuid: string; total: number }): Promise<EsewaStatusAnswer> {
      const url = new URL(deps.statusUrl);
      url.searchParams.set('product_code', deps.productCode);
      url.searchParams.set('total_amount', rupeesText(order.total));
      url.searchParams.set('transaction_uuid', order.uuid);
      try {
        const answer = await deps.http({ method: 'GET', url: url.toString() });
        const body = (answer.body ?? {}) as Record<string, unknown>;
        const status = ESEWA_STATUSES.find((known) => known === body.status);
        if (answer.status !== 200 || !status) {
          return { kind: 'unreachable', reason: `status ${answer.status}: ${String(body.error_message ?? body.status ?? 'no status')}` };
        }
        return {
          kind: 'answer',
          status,
          total: paisaOf(body.total_amount),
          uuid: String(body.transaction_uuid ?? ''),
          refId: typeof body.ref_id === 'string' && body.ref_id !== '' ? body.ref_id : null,
        };
      } catch (error) {
        if (error instanceof ServiceUnreachableError) return { kind: 'unreachable', reason: error.message };
        throw error;
      }
    },
  };
}
export type EsewaGateway = ReturnType<typeof createEsewaGateway>;
