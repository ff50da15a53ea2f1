import type { PaymentResult } from '@portal/shared';
import type { PaymentState } from '../../db/schema.ts';
import type { EsewaStatusAnswer } from './esewa.gateway.ts';
import type { KhaltiLookupAnswer } from './khalti.gateway.ts';

/**
 * What a gateway's answer means for a payment. Only a completed transaction for the stored amount
 * grants; no answer (an outage) concludes nothing, so the payment is held and asked about again.
 */
export type Verdict =
  | { kind: 'grant'; transactionId: string; gatewayStatus: string }
  | { kind: 'settle'; state: Extract<PaymentState, 'failed' | 'refunded' | 'disputed'>; gatewayStatus: string }
  /** `state` null: leave the state as it is. */
  | { kind: 'hold'; state: Extract<PaymentState, 'initiated' | 'pending' | 'ambiguous'> | null; gatewayStatus: string | null };

/**
 * eSewa keeps no record of an attempt the user abandoned, nor of one not yet paid: NOT_FOUND settles
 * nothing until this long after the checkout, since the user may still pay the same order.
 */
export const ABANDONED_AFTER_MS = 60 * 60_000;

const unchanged = (gatewayStatus: string | null = null): Verdict => ({ kind: 'hold', state: null, gatewayStatus });

export function esewaVerdict(answer: EsewaStatusAnswer, order: { uuid: string; total: number; createdAt: Date }, now: Date): Verdict {
  if (answer.kind === 'unreachable' || answer.uuid !== order.uuid) return unchanged();
  const { status } = answer;
  switch (status) {
    case 'COMPLETE':
      return answer.total === order.total
        ? { kind: 'grant', transactionId: answer.refId ?? order.uuid, gatewayStatus: status }
        : { kind: 'settle', state: 'disputed', gatewayStatus: status };
    case 'PENDING':
      return { kind: 'hold', state: 'pending', gatewayStatus: status };
    case 'AMBIGUOUS':
      return { kind: 'hold', state: 'ambiguous', gatewayStatus: status };
    case 'NOT_FOUND': {
      const abandoned = now.getTime() - order.createdAt.getTime() >= ABANDONED_AFTER_MS;
      return abandoned ? { kind: 'settle', state: 'failed', gatewayStatus: status } : unchanged(status);
    }
    case 'CANCELED':
      return { kind: 'settle', state: 'failed', gatewayStatus: status };
    case 'FULL_REFUND':
    case 'PARTIAL_REFUND':
      return { kind: 'settle', state: 'refunded', gatewayStatus: status };
  }
}

export function khaltiVerdict(answer: KhaltiLookupAnswer, order: { total: number }): Verdict {
  if (answer.kind === 'unreachable') return unchanged();
  const { status } = answer;
  switch (status) {
    case 'Completed':
      return answer.total === order.total && answer.transactionId
        ? { kind: 'grant', transactionId: answer.transactionId, gatewayStatus: status }
        : { kind: 'settle', state: 'disputed', gatewayStatus: status };
    case 'Pending':
      return { kind: 'hold', state: 'pending', gatewayStatus: status };
    case 'Initiated':
      return { kind: 'hold', state: 'initiated', gatewayStatus: status };
    case 'Expired':
    case 'User canceled':
      return { kind: 'settle', state: 'failed', gatewayStatus: status };
    case 'Refunded':
    case 'Partially Refunded':
      return { kind: 'settle', state: 'refunded', gatewayStatus: status };
  }
}

/** The status the return address and the status dialog speak (SPEC.md §4 Payment). */
export function resultOf(state: PaymentState): PaymentResult {
  switch (state) {
    case 'completed':
      return 'success';
    case 'initiated':
    case 'pending':
      return '00pending00';
    case 'ambiguous':
      return '00ambiguous00';
    case 'failed':
    case 'refunded':
      return '00failure00';
    case 'disputed':
      return '00payment_issue00';
  }
}

/** Settled payments are never asked about again. */
export const isHeld = (state: PaymentState) => state === 'initiated' || state === 'pending' || state === 'ambiguous';
