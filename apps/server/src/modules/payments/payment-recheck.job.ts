import type { FastifyBaseLogger } from 'fastify';

/**
 * Asks the gateways again about held payments (pending, ambiguous, unanswered) on a timer. The state
 * lives in the payments table (`next_check_at`, with backoff), so a restart loses nothing; runs never
 * overlap, and closing waits for the one under way.
 */
export function startPaymentRecheckJob(deps: { recheckDue: () => Promise<number>; everyMs: number; log: FastifyBaseLogger }) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= deps
      .recheckDue()
      .then((settled) => {
        if (settled > 0) deps.log.info({ settled }, 'held payments settled');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'payment re-check run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, deps.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
