import type { FastifyBaseLogger } from 'fastify';
import { startIntervalJob } from '../../lib/interval-job.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { PaymentsService } from './payments.service.ts';

export const PAYMENT_RECHECK_QUEUE = 'payment-recheck';

/**
 * Asks the gateways again about held payments (pending, ambiguous, unanswered). Every `everyMs` each
 * instance offers one job per due payment, keyed by the payment: the queue is `exclusive`, so however
 * many instances offer it, a payment has one job queued or running and is asked about once. The
 * back-off lives in the payments table (`next_check_at`), so a restart loses nothing.
 */
export async function startPaymentRecheck(deps: {
  jobs: JobQueue;
  payments: Pick<PaymentsService, 'dueIds' | 'recheckOne'>;
  everyMs: number;
  log: FastifyBaseLogger;
}) {
  const { jobs, payments, log } = deps;
  // A failed check moves the payment's next check on by itself: the job is never tried again.
  const settings = { retryLimit: 0, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, policy: 'exclusive' } as const;
  await jobs.work<{ paymentId: number }>(PAYMENT_RECHECK_QUEUE, settings, async (job) => {
    if (await payments.recheckOne(job.paymentId, log)) log.info({ payment: job.paymentId }, 'held payment settled');
  });
  const offerDue = async () => {
    const ids = await payments.dueIds();
    await jobs.enqueue(
      PAYMENT_RECHECK_QUEUE,
      ids.map((paymentId) => ({ data: { paymentId }, singletonKey: String(paymentId) })),
    );
  };
  const timer = startIntervalJob(offerDue, {
    everyMs: deps.everyMs,
    onError: (error) => log.error({ err: error }, 'offering payment re-checks failed'),
  });
  return { offerDue, stop: () => timer.stop() };
}

/** Every due payment checked at once, here, as its job would: for tests that move the clock. Answers how many settled. */
export async function recheckDueNow(payments: Pick<PaymentsService, 'dueIds' | 'recheckOne'>, log: FastifyBaseLogger) {
  let settled = 0;
  for (const id of await payments.dueIds()) if (await payments.recheckOne(id, log)) settled += 1;
  return settled;
}
