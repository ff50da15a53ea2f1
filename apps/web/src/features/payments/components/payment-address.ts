import { PAYMENT_RESULTS, type PaymentResult, type VerifyKhaltiRequest, verifyKhaltiRequest } from '@portal/shared';

export type PaymentReturn =
  | { kind: 'khalti'; request: VerifyKhaltiRequest }
  | { kind: 'status'; status: PaymentResult; sid: number | undefined };

/** The transaction named by the address, when it is a whole number from 1. */
export function readSid(search: URLSearchParams): number | undefined {
  const sid = Number(search.get('sid'));
  return Number.isInteger(sid) && sid > 0 ? sid : undefined;
}

/**
 * What the address says about a payment: Khalti's return (it carries `pidx`), to be verified, or a
 * result for the status dialog. Only the status and the transaction are read: amounts and names in
 * the address are anyone's to type, so they are never shown.
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | undefined {
  if (search.has('pidx')) {
    const request = verifyKhaltiRequest.safeParse({
      pidx: search.get('pidx'),
      purchase_order_id: search.get('purchase_order_id') ?? undefined,
    });
    return request.success ? { kind: 'khalti', request: request.data } : undefined;
  }
  const status = PAYMENT_RESULTS.find((result) => result === search.get('status'));
  return status && { kind: 'status', status, sid: readSid(search) };
}
