import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but does not wait for; awaited on shutdown so none is cut off. */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>) {
      const promise = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
