import { type ServiceHttp, ServiceRefusedError, ServiceUnreachableError } from '../../lib/service-http.ts';

/** Khalti ePayment (PROTOCOLS.md): initiate, send the user to `payment_url`, then believe only a lookup. */

export const KHALTI_STATUSES = ['Completed', 'Pending', 'Initiated', 'Refunded', 'Partially Refunded', 'Expired', 'User canceled'] as const;
export type KhaltiStatus = (typeof KHALTI_STATUSES)[number];

export type KhaltiOrder = {
  orderId: string;
  orderName: string;
  /** Paisa, as Khalti counts. */
  amount: number;
  returnUrl: string;
  websiteUrl: string;
  customer: { name: string; email: string; phone: string };
  breakdown: { label: string; amount: number }[];
};

export type KhaltiLookupAnswer =
  | { kind: 'answer'; status: KhaltiStatus; total: number | undefined; transactionId: string | null }
  | { kind: 'unreachable'; reason: string };

export function createKhaltiGateway(deps: { baseUrl: string; secretKey: string; http: ServiceHttp }) {
  const call = (path: string, json: unknown) =>
    deps.http({ method: 'POST', url: new URL(path, deps.baseUrl).toString(), headers: { authorization: `Key ${deps.secretKey}` }, json });

  return {
    async initiate(order: KhaltiOrder): Promise<{ pidx: string; paymentUrl: string }> {
      const answer = await call('epayment/initiate/', {
        return_url: order.returnUrl,
        website_url: order.websiteUrl,
        amount: order.amount,
        purchase_order_id: order.orderId,
        purchase_order_name: order.orderName,
        customer_info: order.customer,
        amount_breakdown: order.breakdown,
      });
      const body = (answer.body ?? {}) as Record<string, unknown>;
      if (answer.status === 200 && typeof body.pidx === 'string' && typeof body.payment_url === 'string') {
        return { pidx: body.pidx, paymentUrl: body.payment_url };
      }
      if (answer.status >= 400 && answer.status < 500) throw new ServiceRefusedError(refusalOf(body));
      throw new ServiceUnreachableError(`initiate answered ${answer.status}`);
    },

    async lookup(pidx: string): Promise<KhaltiLookupAnswer> {
      try {
        const answer = await call('epayment/lookup/', { pidx });
        const body = (answer.body ?? {}) as Record<string, unknown>;
        const status = KHALTI_STATUSES.find((known) => known === body.status);
        if (answer.status !== 200 || !status || body.pidx !== pidx) {
          return { kind: 'unreachable', reason: `lookup answered ${answer.status}: ${refusalOf(body)}` };
        }
        return {
          kind: 'answer',
          status,
          total: typeof body.total_amount === 'number' && Number.isInteger(body.total_amount) ? body.total_amount : undefined,
          transactionId: typeof body.transaction_id === 'string' && body.transaction_id !== '' ? body.transaction_id : null,
        };
      } catch (error) {
        if (error instanceof ServiceUnreachableError) return { kind: 'unreachable', reason: error.message };
        throw error;
      }
    },
  };
}
export type KhaltiGateway = ReturnType<typeof createKhaltiGateway>;

/** Khalti explains a refusal as `{detail}` or as `{field: [messages], error_key}`. */
function refusalOf(body: Record<string, unknown>): string {
  if (typeof body.detail === 'string') return body.detail;
  const fieldMessages = Object.entries(body)
    .filter(([key, value]) => key !== 'error_key' && Array.isArray(value))
    .map(([key, value]) => `${key}: ${(value as unknown[]).join(' ')}`);
  return fieldMessages.join('; ') || 'no detail';
}
