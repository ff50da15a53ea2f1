import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DrizzleTransactionLike, fromDrizzle, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { ChangeBus } from './change-bus.ts';
import { startIntervalJob } from './interval-job.ts';
import { inSpan, markFailed, SpanKind } from './tracing-spans.ts';

/** How a queue's jobs are tried again: `retryDelaySeconds`, doubling each time up to `retryDelayMaxSeconds`. */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number; retryDelayMaxSeconds: number };

/**
 * How a queue keeps its jobs: `exclusive` allows one job per `singletonKey` queued or active, so
 * every instance may offer the same job and it runs once; `keepDoneSeconds` is how long a finished
 * job's row (and its data) stays.
 */
export type QueueSettings = RetryPolicy & {
  policy?: 'standard' | 'exclusive';
  keepDoneSeconds?: number;
  pollingSeconds?: number;
  /** Jobs this instance works at once (1 unless said): a queue calling slow outside addresses takes more, so one slow address holds up no other. */
  concurrency?: number;
};

/** Where a job stands in its retries; the handler's last try is the one where `retryCount` reaches `retryLimit`. */
export type JobTry = { retryCount: number; retryLimit: number };

export type JobQueue = Awaited<ReturnType<typeof startJobQueue>>;

/**
 * pg-boss on the portal's own database (PGlite or PostgreSQL, DESIGN.md §2): jobs survive a restart,
 * a failed handler is tried again with backoff, and stopping waits for the handlers under way.
 */
/**
 * How often the `everyPeriod` queues look for their job: their work waits for a period anyway, and
 * every poll is a query (on PGlite, on the one connection every request uses).
 */
const UPKEEP_POLLING_SECONDS = 30;

/** pg-boss's own table (schema `pgboss`); `created` and `retry` are the states of a job not yet taken. */
const QUEUE_STATS_SQL = `
  select name, count(*)::int as depth,
    extract(epoch from max(now() - start_after) filter (where start_after <= now()))::float8 as oldest_age_seconds
  from pgboss.job where state in ('created', 'retry') group by name`;

export async function startJobQueue(deps: {
  database: DatabaseHandle;
  pollingSeconds: number;
  log: FastifyBaseLogger;
  upkeepPollingSeconds?: number;
  /**
   * Wakes the workers at once: a job queued is announced on the bus (at its transaction's commit), and every
   * instance working its queue looks for it then, not at its next poll. Polling stays for retries, jobs due
   * later and a missed announcement. Without a bus, jobs wait for the poll.
   */
  bus?: Pick<ChangeBus, 'announce' | 'on'>;
}) {
  const boss = new PgBoss({
    db: deps.database.jobs,
    backend: deps.database.driver === 'pglite' ? 'pglite' : 'postgres',
    schedule: false,
    // pg-boss traces its own work (a `process <queue>` span per job), free without an SDK; a job continues the trace
    // of the request that queued it.
    openTelemetry: { propagateContext: true },
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
  await boss.start();

  const timers: { stop(): Promise<void> }[] = [];
  /** How this instance looks at once for a queue's jobs, per queue it works. */
  const wakers = new Map<string, () => void>();
  deps.bus?.on((change) => {
    if (change.kind === 'jobs') wakers.get(change.queue)?.();
  });

  /** Creates (or updates) a queue and works its jobs: one at a time, or `concurrency` at once on one poller. A handler that throws is retried. */
  async function work<Data extends object>(name: string, settings: QueueSettings, handler: (data: Data, attempt: JobTry) => Promise<void>) {
    const options = {
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryDelayMax: settings.retryDelayMaxSeconds,
      retryBackoff: true,
      ...(settings.keepDoneSeconds ? { deleteAfterSeconds: settings.keepDoneSeconds } : {}),
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, { ...options, policy: settings.policy ?? 'standard' });
    const pollingSeconds = settings.pollingSeconds ?? deps.pollingSeconds;
    if ((settings.concurrency ?? 1) > 1) {
      const several = workSeveral(name, { slots: settings.concurrency ?? 1, pollingSeconds }, handler);
      timers.push(several);
      wakers.set(name, several.lookForMore);
      return;
    }
    const workerId = await boss.work<Data, unknown, { pollingIntervalSeconds: number; includeMetadata: true }>(
      name,
      { pollingIntervalSeconds: pollingSeconds, includeMetadata: true },
      async ([job]) => {
        if (job) await handler(job.data, job);
      },
    );
    wakers.set(name, () => boss.notifyWorker(workerId));
  }

  /**
   * Up to `slots` jobs at once, each settled on its own, so one slow address holds up no other; one poller takes as many
   * jobs as there are free slots (pg-boss's `localConcurrency` polls once per slot: an idle queue of 8 slots was 16
   * queries a second in the tests, on PGlite's one connection). A finished job looks for the next at once.
   */
  function workSeveral<Data extends object>(
    name: string,
    limits: { slots: number; pollingSeconds: number },
    handler: (data: Data, attempt: JobTry) => Promise<void>,
  ) {
    const underway = new Set<Promise<void>>();
    let fetching: Promise<void> | undefined;
    let stopped = false;
    /** In a span named as pg-boss names those of the queues it works itself, so every job looks alike in a trace. */
    async function settle(job: JobWithMetadata<Data>) {
      const attributes = {
        'messaging.system': 'pg-boss',
        'messaging.operation.name': 'process',
        'messaging.operation.type': 'process',
        'messaging.destination.name': name,
        'messaging.message.id': job.id,
        'pgboss.job.retry_count': job.retryCount,
      };
      await inSpan(`process ${name}`, { kind: SpanKind.CONSUMER, root: true, attributes }, async () => {
        try {
          await handler(job.data, job);
        } catch (error) {
          markFailed(error);
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          return;
        }
        await boss.complete(name, job.id);
      });
    }
    async function fetchJobs() {
      const free = limits.slots - underway.size;
      if (stopped || free <= 0) return;
      const jobs = await boss.fetch<Data>(name, { batchSize: free, includeMetadata: true });
      for (const job of jobs) {
        const settled: Promise<void> = settle(job)
          .catch((error: unknown) => deps.log.error({ err: error, job: name }, 'settling a job failed'))
          .finally(() => {
            underway.delete(settled);
            lookForMore();
          });
        underway.add(settled);
      }
    }
    function lookForMore() {
      fetching ??= fetchJobs()
        .catch((error: unknown) => deps.log.warn({ err: error, job: name }, 'fetching jobs failed'))
        .finally(() => {
          fetching = undefined;
        });
    }
    const timer = setInterval(lookForMore, limits.pollingSeconds * 1000);
    timer.unref();
    return {
      lookForMore,
      async stop() {
        stopped = true;
        clearInterval(timer);
        await fetching;
        await Promise.all(underway);
      },
    };
  }

  return {
    work,

    /** Adds jobs; inside `transaction` they exist only if it commits. On an `exclusive` queue a job whose key is taken is dropped. */
    async enqueue<Data extends object>(
      name: string,
      jobs: { data: Data; startAfter?: Date | undefined; singletonKey?: string }[],
      transaction?: Database,
    ) {
      if (jobs.length === 0) return;
      await boss.insert(
        name,
        jobs.map((job) => ({
          data: job.data,
          ...(job.startAfter ? { startAfter: job.startAfter } : {}),
          ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
        })),
        // Both drivers answer execute() with `{ rows }`; the shared Database type leaves it unknown.
        transaction ? { db: fromDrizzle(transaction as unknown as DrizzleTransactionLike, sql) } : {},
      );
      if (jobs.some((job) => !job.startAfter || job.startAfter.getTime() <= Date.now())) {
        await deps.bus?.announce(transaction ?? deps.database.db, { kind: 'jobs', queue: name });
      }
    },

    /**
     * Upkeep of the shared database or bucket that must run once a period for the whole portal, not
     * once per instance: each instance offers a job on its own timer, and pg-boss keeps one a period
     * (`singletonSeconds`: a second offer in the same period is dropped), so with N instances the work
     * runs once, on whichever instance takes it. A failure waits for the next period. `offer` is one tick.
     */
    async everyPeriod(name: string, everyMs: number, handler: () => Promise<void>) {
      const settings = {
        retryLimit: 0,
        retryDelaySeconds: 1,
        retryDelayMaxSeconds: 1,
        keepDoneSeconds: 2 * Math.ceil(everyMs / 1000),
        pollingSeconds: deps.upkeepPollingSeconds ?? UPKEEP_POLLING_SECONDS,
      };
      await work(name, settings, handler);
      const offer = async () => {
        await boss.insert(name, [{ data: {}, singletonKey: name, singletonSeconds: Math.ceil(everyMs / 1000) }]);
      };
      timers.push(
        startIntervalJob(offer, {
          everyMs,
          name: `offer ${name}`,
          onError: (error) => deps.log.warn({ err: error, job: name }, 'offering an upkeep job failed'),
        }),
      );
      return { offer };
    },

    /** Each queue with jobs waiting: how many (due or not yet), and how long the oldest due one has waited, for /metrics. */
    async queueStats(): Promise<{ name: string; depth: number; oldestAgeSeconds: number }[]> {
      const { rows } = await deps.database.jobs.executeSql(QUEUE_STATS_SQL, []);
      return (rows as { name: string; depth: number; oldest_age_seconds: number | null }[]).map((row) => ({
        name: row.name,
        depth: Number(row.depth),
        oldestAgeSeconds: Number(row.oldest_age_seconds ?? 0),
      }));
    },

    async stop() {
      await Promise.all(timers.map((timer) => timer.stop()));
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
