import type { FastifyBaseLogger } from 'fastify';
import { startIntervalJob } from '../../lib/interval-job.ts';

/**
 * Asks the gateways again about held payments (pending, ambiguous, unanswered) on a timer. The state
 * lives in the payments table (`next_check_at`, with backoff), so a restart loses nothing.
 */
export function startPaymentRecheckJob(deps: { recheckDue: () => Promise<number>; everyMs: number; log: FastifyBaseLogger }) {
  return startIntervalJob(
    async () => {
      const settled = await deps.recheckDue();
      if (settled > 0) deps.log.info({ settled }, 'held payments settled');
    },
    { everyMs: deps.everyMs, onError: (error) => deps.log.error({ err: error }, 'payment re-check run failed') },
  );
}
