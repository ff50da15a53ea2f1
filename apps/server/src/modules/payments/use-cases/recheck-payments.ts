import type { FastifyBaseLogger } from 'fastify';
import { NotFoundError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { PaymentCheck } from '../payment-check.ts';
import { isHeld } from '../payment-verdict.ts';
import { outcomeOf } from '../payments.presenters.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

/** Due payments offered as jobs per run; the rest are offered on the next. */
const RECHECK_OFFER_LIMIT = 500;

/** Held payments asked about again: by the client from the pending dialog, and by the re-check jobs. */
export function recheckPayments(deps: Pick<PaymentsDeps, 'repository' | 'now'> & { checks: PaymentCheck }) {
  const { repository, checks } = deps;
  return {
    /** "Check again" from the pending dialog. */
    async recheck(caller: Authenticated, sid: number, log: FastifyBaseLogger) {
      const payment = await repository.ownById(caller.user.houseId, sid);
      if (!payment) throw new NotFoundError();
      return outcomeOf(await checks.check(payment, log));
    },

    /** Held payments whose next check is due: each becomes one re-check job. */
    async dueIds(): Promise<number[]> {
      return (await repository.due(deps.now(), RECHECK_OFFER_LIMIT)).map((payment) => payment.id);
    },

    /**
     * A re-check job: asks the gateway about the payment if it is still held and its time has come
     * (another instance, or the client's "Check again", may have been first). Answers whether it settled.
     */
    async recheckOne(id: number, log: FastifyBaseLogger): Promise<boolean> {
      const payment = await repository.byId(id);
      if (!payment || !isHeld(payment.status) || !payment.nextCheckAt || payment.nextCheckAt > deps.now()) return false;
      try {
        return !isHeld((await checks.check(payment, log)).status);
      } catch (error) {
        log.error({ err: error, payment: payment.id }, 'payment re-check failed');
        await repository.record(payment.id, { state: null, gatewayStatus: null, nextCheckAt: checks.nextCheckAfter(payment) });
        return false;
      }
    },
  };
}
