/**
 * Runs `work` every `everyMs`, in the background of the process: runs never overlap, a failure is
 * `onError`'s to report and the next run comes as usual, and `stop` waits for the run under way. The
 * work keeps its state in the database, so a restart loses nothing.
 */
export function startIntervalJob(work: () => Promise<void>, options: { everyMs: number; onError: (error: unknown) => void }) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= work()
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
