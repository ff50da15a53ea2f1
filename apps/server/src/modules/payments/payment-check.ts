import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { esewaVerdict, isHeld, khaltiVerdict, type Verdict } from './payment-verdict.ts';
import type { Payment, Settlement } from './payments.repository.ts';
import type { PaymentsDeps } from './payments-deps.ts';

/** A held payment is asked about again after recheck × 1, 2, 4 … 32. */
const MAX_BACKOFF_FACTOR = 32;

/**
 * Asks a payment's gateway where it stands and acts on the verdict: the gateways' returns, "Check again"
 * and the re-check jobs all go through here, so a payment is granted by one rule.
 */
export function paymentCheck(deps: Pick<PaymentsDeps, 'repository' | 'subscriptions' | 'esewa' | 'khalti' | 'config' | 'now'>) {
  const { repository } = deps;

  const nextCheckAfter = (payment: Payment) =>
    new Date(deps.now().getTime() + deps.config.recheckMs * Math.min(2 ** payment.checks, MAX_BACKOFF_FACTOR));

  /** Acts on a verdict and answers the payment as it now stands. */
  async function apply(payment: Payment, verdict: Verdict, log: FastifyBaseLogger): Promise<Payment> {
    log.info(
      { payment: payment.id, channel: payment.channel, verdict: verdict.kind, gatewayStatus: verdict.gatewayStatus },
      'payment verified',
    );
    switch (verdict.kind) {
      case 'grant':
        return grant(payment, verdict, log);
      case 'settle':
        return (
          (await repository.record(payment.id, { state: verdict.state, gatewayStatus: verdict.gatewayStatus, nextCheckAt: null })) ??
          payment
        );
      case 'hold':
        return (
          (await repository.record(payment.id, {
            state: verdict.state,
            gatewayStatus: verdict.gatewayStatus,
            nextCheckAt: nextCheckAfter(payment),
          })) ?? payment
        );
    }
  }

  /** Completes the payment and starts its subscription, once; the running subscription is looked up afresh. */
  async function grantOnce(payment: Payment, settlement: Settlement) {
    const { payment: completed, granted } = await repository.grant(payment.id, settlement, deps.now());
    if (granted) await deps.subscriptions.forget(payment.userId);
    return completed;
  }

  async function grant(payment: Payment, verdict: Settlement, log: FastifyBaseLogger) {
    try {
      return await grantOnce(payment, verdict);
    } catch (error) {
      // The gateway's transaction already paid for another order: never twice.
      if (!isUniqueViolation(error)) throw error;
      log.warn({ payment: payment.id, transaction: verdict.transactionId }, 'gateway transaction already used');
      return (
        (await repository.record(payment.id, { state: 'disputed', gatewayStatus: verdict.gatewayStatus, nextCheckAt: null })) ?? payment
      );
    }
  }

  /** Asks eSewa where the payment stands and acts on the answer; the verdict is answered too, for the return address. */
  async function checkEsewa(payment: Payment, log: FastifyBaseLogger) {
    const answer = await deps.esewa.status({ uuid: payment.orderId, total: payment.totalAmount });
    if (answer.kind === 'unreachable') log.warn({ payment: payment.id, reason: answer.reason }, 'eSewa status unavailable');
    const order = { uuid: payment.orderId, total: payment.totalAmount, createdAt: payment.createdAt };
    const verdict = esewaVerdict(answer, order, deps.now());
    return { checked: await apply(payment, verdict, log), verdict };
  }

  /** Asks a held payment's gateway where it stands. */
  async function check(payment: Payment, log: FastifyBaseLogger): Promise<Payment> {
    if (!isHeld(payment.status)) return payment;
    if (payment.channel === 'ESEWA') return (await checkEsewa(payment, log)).checked;
    if (payment.channel === 'KHALTI' && payment.gatewayToken) {
      const answer = await deps.khalti.lookup(payment.gatewayToken);
      if (answer.kind === 'unreachable') log.warn({ payment: payment.id, reason: answer.reason }, 'Khalti lookup unavailable');
      return apply(payment, khaltiVerdict(answer, { total: payment.totalAmount }), log);
    }
    return payment;
  }

  return { check, checkEsewa, nextCheckAfter };
}
export type PaymentCheck = ReturnType<typeof paymentCheck>;
