import type { PaymentResult } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { NotFoundError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { PaymentCheck } from '../payment-check.ts';
import { isHeld, resultOf } from '../payment-verdict.ts';
import { outcomeOf } from '../payments.presenters.ts';
import type { Payment } from '../payments.repository.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

type ReturnAnswer = { result: PaymentResult; sid: number | undefined };

/** Where the gateways send the client back: a return is only a cue to ask the gateway itself how the payment went. */
export function gatewayReturns(deps: Pick<PaymentsDeps, 'repository' | 'esewa'> & { checks: PaymentCheck }) {
  const { repository, checks } = deps;

  /** eSewa signed this return, so the order was paid: one not granted yet is asked about, a failed one reopened first. */
  async function esewaPaidReturn(payment: Payment, data: string | undefined, log: FastifyBaseLogger): Promise<ReturnAnswer> {
    const signed = data ? deps.esewa.verifyReturn(data) : undefined;
    if (!signed || signed.transaction_uuid !== payment.orderId) {
      log.warn({ payment: payment.id }, 'eSewa return refused: bad signature or another transaction');
      return { result: '00payment_issue00', sid: payment.id };
    }
    const open = payment.status === 'failed' ? ((await repository.reopen(payment.id, checks.nextCheckAfter(payment))) ?? payment) : payment;
    const checked = await checks.check(open, log);
    return { result: resultOf(checked.status), sid: checked.id };
  }

  /** eSewa sends a cancelled, an unpaid and a pending payment alike to the failure address; only its status API tells them apart. */
  async function esewaFailureReturn(payment: Payment, log: FastifyBaseLogger): Promise<ReturnAnswer> {
    if (!isHeld(payment.status)) return { result: resultOf(payment.status), sid: payment.id };
    const { checked, verdict } = await checks.checkEsewa(payment, log);
    // No record at eSewa: nothing was paid, so the user hears "failed"; the order stays open, as it may still be paid.
    return { result: verdict.gatewayStatus === 'NOT_FOUND' ? '00failure00' : resultOf(checked.status), sid: checked.id };
  }

  return {
    /** eSewa sends the browser back here; the outcome decides where the browser goes next. */
    async esewaReturn(
      orderId: string,
      outcome: 'success' | 'failure',
      data: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<ReturnAnswer> {
      const payment = await repository.byOrder(orderId);
      if (payment?.channel !== 'ESEWA') return { result: '00payment_issue00', sid: undefined };
      return outcome === 'success' ? esewaPaidReturn(payment, data, log) : esewaFailureReturn(payment, log);
    },

    /** POST verify-khalti: the return's `pidx` names the payment; only Khalti's lookup says how it went. */
    async verifyKhalti(caller: Authenticated, request: { pidx: string; purchase_order_id?: string | undefined }, log: FastifyBaseLogger) {
      const payment = await repository.ownByGatewayToken(caller.user.houseId, 'KHALTI', request.pidx);
      if (!payment || (request.purchase_order_id !== undefined && request.purchase_order_id !== payment.orderId)) {
        throw new NotFoundError();
      }
      return outcomeOf(await checks.check(payment, log));
    },
  };
}
