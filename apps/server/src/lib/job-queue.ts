import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DrizzleTransactionLike, fromDrizzle, PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client.ts';

/** How a queue's jobs are tried again: `retryDelaySeconds`, doubling each time up to `retryDelayMaxSeconds`. */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number; retryDelayMaxSeconds: number };

/** Where a job stands in its retries; the handler's last try is the one where `retryCount` reaches `retryLimit`. */
export type JobTry = { retryCount: number; retryLimit: number };

export type JobQueue = Awaited<ReturnType<typeof startJobQueue>>;

/**
 * pg-boss on the portal's own database (PGlite or PostgreSQL, DESIGN.md §2): jobs survive a restart,
 * a failed handler is tried again with backoff, and stopping waits for the handlers under way.
 */
export async function startJobQueue(deps: { database: DatabaseHandle; pollingSeconds: number; log: FastifyBaseLogger }) {
  const boss = new PgBoss({
    db: deps.database.jobs,
    backend: deps.database.driver === 'pglite' ? 'pglite' : 'postgres',
    schedule: false,
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  await boss.start();

  return {
    /** Creates (or updates) a queue and works its jobs one at a time; a handler that throws is retried. */
    async work<Data extends object>(name: string, retry: RetryPolicy, handler: (data: Data, attempt: JobTry) => Promise<void>) {
      const options = {
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryDelayMax: retry.retryDelayMaxSeconds,
        retryBackoff: true,
      };
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
      await boss.work<Data, unknown, { pollingIntervalSeconds: number; includeMetadata: true }>(
        name,
        { pollingIntervalSeconds: deps.pollingSeconds, includeMetadata: true },
        async ([job]) => {
          if (job) await handler(job.data, job);
        },
      );
    },

    /** Adds jobs; inside `transaction` they exist only if it commits. */
    async enqueue<Data extends object>(name: string, jobs: { data: Data; startAfter?: Date | undefined }[], transaction?: Database) {
      if (jobs.length === 0) return;
      await boss.insert(
        name,
        jobs.map((job) => ({ data: job.data, ...(job.startAfter ? { startAfter: job.startAfter } : {}) })),
        // Both drivers answer execute() with `{ rows }`; the shared Database type leaves it unknown.
        transaction ? { db: fromDrizzle(transaction as unknown as DrizzleTransactionLike, sql) } : {},
      );
    },

    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
