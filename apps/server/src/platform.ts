import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
import { startTableUpkeep } from './db/table-upkeep.ts';
import { createDatabaseAttemptStore } from './lib/attempt-counters.repository.ts';
import type { AttemptStore } from './lib/attempt-limiter.ts';
import { type Change, type ChangeBus, createChangeBus } from './lib/change-bus.ts';
import { createSmsSender } from './lib/create-sms-sender.ts';
import { createStorage } from './lib/create-storage.ts';
import { startIntervalJob } from './lib/interval-job.ts';
import { type JobQueue, startJobQueue } from './lib/job-queue.ts';
import { type Mailer, startMailer } from './lib/mailer.ts';
import { createMediaLinks, type MediaLinks } from './lib/media-links.ts';
import { createMetrics, type Metrics } from './lib/metrics.ts';
import { createOutboxRepository, type OutboxRepository } from './lib/outbox.repository.ts';
import { createSecretBox, type SecretBox } from './lib/secret-box.ts';
import { createServiceHttp, type ServiceHttp } from './lib/service-http.ts';
import type { SmsSender } from './lib/sms.ts';
import { STAGING_SWEEP_EVERY_MS, type Storage } from './lib/storage.ts';

declare module './plugins/feature-modules.ts' {
  interface AppPieces {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    storage: Storage;
    jobs: JobQueue;
    mailer: Mailer;
    sms: SmsSender;
    /** Signed, expiring links to stored files. */
    links: MediaLinks;
    /** Seals secrets kept in the database (tokens, signing keys). */
    box: SecretBox;
    /** Tells every instance what changed, so each forgets what it kept of it. */
    bus: ChangeBus;
    announce: (change: Change, executor?: Database) => Promise<void>;
    now: () => Date;
    log: FastifyBaseLogger;
    /** How the gateways and the social service are called; tests reach the simulators in-process. */
    serviceHttp: ServiceHttp;
    /** Mails and SMS as written, for development and the tests. */
    outbox: OutboxRepository;
    /** Attempt counters shared by the instances (lock-outs, mail limits). */
    attempts: AttemptStore;
    /** Whether this instance is draining for a shutdown. */
    draining: () => boolean;
    /** This app's Prometheus registry and what the features count in it (lib/metrics.ts). */
    metrics: Metrics;
  }
}

export type PlatformOverrides = {
  /** A database opened (and migrated) by the caller; the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  sms?: SmsSender;
  now?: () => Date;
  /** How the gateways are called (tests reach the simulators in-process). */
  serviceHttp?: ServiceHttp;
};

/**
 * What every feature stands on: the database (opened and migrated unless given), file storage and its sweep of
 * staged files, the job queue, mail and SMS, signed links, sealed secrets and the change bus. `close` stops what
 * was started here, in reverse.
 */
export async function openPlatform(config: Config, log: FastifyBaseLogger, overrides: PlatformOverrides) {
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!overrides.database) await database.exclusively(() => database.migrate());
  const { db } = database;
  const storage = createStorage(config.storage);
  await storage.init();
  const stagingSweep = startIntervalJob(
    async () => {
      const removed = await storage.sweepStaging();
      if (removed > 0) log.info({ removed, storage: storage.location }, 'stale staged files swept');
    },
    { everyMs: STAGING_SWEEP_EVERY_MS, onError: (error) => log.error({ err: error }, 'sweep of staged files failed') },
  );
  const outbox = createOutboxRepository(db);
  const serviceHttp = overrides.serviceHttp ?? createServiceHttp();
  const now = overrides.now ?? (() => new Date());
  const bus = createChangeBus({ database, log });
  const jobs = await startJobQueue({ database, pollingSeconds: config.jobPollingSeconds, log, bus });
  const box = createSecretBox(config.appSecret);
  const mailer = await startMailer({ jobs, box, smtpUrl: config.smtpUrl, from: config.mailFrom, retry: config.mailRetry, outbox, log });
  await startTableUpkeep(database, jobs, log);
  const metrics = createMetrics({ nodeMetrics: config.metricsToken !== undefined });
  metrics.sources.queues = () => jobs.queueStats();
  if (database.poolStats) metrics.sources.pool = database.poolStats;
  bus.onGap(() => metrics.changeBusReconnected());
  let draining = false;
  return {
    pieces: {
      config,
      database,
      db,
      storage,
      jobs,
      mailer,
      sms: overrides.sms ?? createSmsSender(config.sms, { outbox, log, http: metrics.countedServiceHttp('sms', serviceHttp) }),
      links: createMediaLinks({ secret: config.appSecret, now }),
      box,
      bus,
      announce: (change: Change, executor: Database = db) => bus.announce(executor, change),
      now,
      log,
      serviceHttp,
      outbox,
      attempts: createDatabaseAttemptStore(db),
      draining: () => draining,
      metrics,
    },
    /** From now on /api/health/ready answers 503, so a load balancer sends no new requests before the server closes. */
    startDraining() {
      draining = true;
    },
    /** Listens for the other instances' changes; answers how to stop listening. */
    listen: () => bus.start(),
    async close() {
      await jobs.stop();
      await stagingSweep.stop();
      if (!overrides.database) await database.close();
    },
  };
}
