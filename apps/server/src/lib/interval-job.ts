import { inSpan } from './tracing-spans.ts';

/**
 * Runs `work` every `everyMs`, in the background of the process: runs never overlap, a failure is
 * `onError`'s to report and the next run comes as usual, and `stop` waits for the run under way. The
 * work keeps its state in the database, so a restart loses nothing. Each run is a trace of its own
 * (lib/tracing.ts), named `interval <name>` (the function's name unless `name` is given).
 */
export function startIntervalJob(
  work: () => Promise<void>,
  options: { everyMs: number; onError: (error: unknown) => void; name?: string },
) {
  const spanName = `interval ${options.name ?? (work.name || 'job')}`;
  const attributes = { 'portal.job.kind': 'interval', 'portal.job.every_ms': options.everyMs };
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= inSpan(spanName, { root: true, attributes }, work)
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
