import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
import { startTableUpkeep } from './db/table-upkeep.ts';
import { createDatabaseAttemptStore } from './lib/attempt-counters.repository.ts';
import { type Change, createChangeBus } from './lib/change-bus.ts';
import { createSmsSender } from './lib/create-sms-sender.ts';
import { createStorage } from './lib/create-storage.ts';
import { handleError } from './lib/error-handler.ts';
import { startIntervalJob } from './lib/interval-job.ts';
import { startJobQueue } from './lib/job-queue.ts';
import { startMailer } from './lib/mailer.ts';
import { createMediaLinks } from './lib/media-links.ts';
import { memoizeSerializer } from './lib/memoized-serializer.ts';
import { createOutboxRepository } from './lib/outbox.repository.ts';
import { checkRequestData } from './lib/request-data-check.ts';
import { LOG_REDACTIONS, serializeError, serializeRequest } from './lib/request-log.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createServiceHttp, type ServiceHttp } from './lib/service-http.ts';
import type { SmsSender } from './lib/sms.ts';
import { STAGING_SWEEP_EVERY_MS } from './lib/storage.ts';
import { accountModule } from './modules/account/account.module.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { clientsAdminModule } from './modules/clients-admin/clients-admin.module.ts';
import type { ContentCache } from './modules/content/content-cache.ts';
import { createContentDeps } from './modules/content/content-deps.ts';
import { devModule } from './modules/dev/dev.module.ts';
import { feedModule } from './modules/feed/feed.module.ts';
import { galleryModule } from './modules/gallery/gallery.module.ts';
import type { GalleryService } from './modules/gallery/gallery.service.ts';
import { healthModule } from './modules/health/health.module.ts';
import { integrationsModule } from './modules/integrations/integrations.module.ts';
import { itemChangesModule } from './modules/item-changes/item-changes.module.ts';
import { lookupsModule } from './modules/lookups/lookups.module.ts';
import { lookupsAdminModule } from './modules/lookups-admin/lookups-admin.module.ts';
import { mediaModule } from './modules/media/media.module.ts';
import { mediaDeskModule } from './modules/media-desk/media-desk.module.ts';
import { newsModule } from './modules/news/news.module.ts';
import { createNewsRepository } from './modules/news/news.repository.ts';
import type { NewsService } from './modules/news/news.service.ts';
import { newsDeskModule } from './modules/news-desk/news-desk.module.ts';
import { newsDownloadsModule } from './modules/news-downloads/news-downloads.module.ts';
import { newsFeedModule } from './modules/news-feed/news-feed.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { placesModule } from './modules/places/places.module.ts';
import { reviewModule } from './modules/review/review.module.ts';
import { savedItemsModule } from './modules/saved-items/saved-items.module.ts';
import { savedSearchesModule } from './modules/saved-searches/saved-searches.module.ts';
import { sociairModule } from './modules/sociair/sociair.module.ts';
import { createSubscriptionRepository } from './modules/subscription/subscription.repository.ts';
import { createSubscriptionService } from './modules/subscription/subscription.service.ts';
import { teamModule } from './modules/team/team.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { urgentSmsModule } from './modules/urgent-sms/urgent-sms.module.ts';
import { videosModule } from './modules/videos/videos.module.ts';
import type { VideosService } from './modules/videos/videos.service.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import { registerAppPlugins } from './plugins/app-plugins.ts';
import { type FeatureModule, registerFeatureModules } from './plugins/feature-modules.ts';
import { createGuards, enforceAccessPolicy } from './plugins/guards.ts';
import { registerPublicHostCheck } from './plugins/public-host-check.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content services, for the demo seed, the benchmarks and tests that publish items; tests clear the list cache. */
    content: { news: NewsService; gallery: GalleryService; videos: VideosService; cache: ContentCache };
    /** One run of the re-check of held payments, for tests that move a gateway's answer on. */
    recheckPayments: () => Promise<number>;
    /** One run of the timer that offers each due payment's re-check as a job. */
    offerPaymentRechecks: () => Promise<void>;
    /** One run of an auto-post's job, as pg-boss runs it, for tests that replay a job. */
    deliverAutoPost: (autoPostId: number) => Promise<void>;
    /** One run of the backfill of picture renditions (it runs by itself once the app is ready); answers how many it made. */
    backfillRenditions: () => Promise<number>;
    /** One run of the sweep of stored files no row names (a job runs it hourly): answers the paths it removed. */
    sweepOrphanFiles: () => Promise<string[]>;
    /** One run of the item-change dispatcher after the one under way: the feeds, webhooks and alerts see what was written. */
    dispatchItemChanges: () => Promise<number>;
    /** One batch of the feed archive's ninjs (a job makes them by itself); answers whether more are left. */
    makeFeedArchive: () => Promise<boolean>;
    /** One run of the alert digests (the job runs once a minute): answers how many digests were queued. */
    sendAlertDigests: () => Promise<number>;
    /** From now on /api/health/ready answers 503, so a load balancer sends no new requests before the server closes. */
    startDraining: () => void;
  }
}

/** What a request id from outside may look like: short, and nothing that could forge a log line. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export type AppOverrides = {
  /** A database opened (and migrated) by the caller; the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  sms?: SmsSender;
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** How the gateways are called (tests reach the simulators in-process). */
  serviceHttp?: ServiceHttp;
};

/**
 * Builds the whole portal without listening, so tests can drive it with app.inject: the platform
 * (database, storage, mail, jobs), then each feature module from what it names, then the routes.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = createServer(config, overrides.logStream);
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!overrides.database) await database.exclusively(() => database.migrate());
  const { db } = database;
  const log = app.log;

  const storage = createStorage(config.storage);
  await storage.init();
  const sweepStaging = async () => {
    const removed = await storage.sweepStaging();
    if (removed > 0) log.info({ removed, storage: storage.location }, 'stale staged files swept');
  };
  const stagingSweep = startIntervalJob(sweepStaging, {
    everyMs: STAGING_SWEEP_EVERY_MS,
    onError: (error) => log.error({ err: error }, 'sweep of staged files failed'),
  });
  const outbox = createOutboxRepository(db);
  const sms = overrides.sms ?? createSmsSender(config.sms, { outbox, log, http: overrides.serviceHttp ?? createServiceHttp() });
  const now = overrides.now ?? (() => new Date());
  const links = createMediaLinks({ secret: config.appSecret, now });
  const jobs = await startJobQueue({ database, pollingSeconds: config.jobPollingSeconds, log });
  const box = createSecretBox(config.appSecret);
  const mailer = await startMailer({ jobs, box, smtpUrl: config.smtpUrl, from: config.mailFrom, retry: config.mailRetry, outbox, log });
  await startTableUpkeep(database, jobs, log);
  const serviceHttp = overrides.serviceHttp;
  const bus = createChangeBus({ database, log });
  const announce = (change: Change, executor: Database = db) => bus.announce(executor, change);
  // Repositories that modules built before their owner's read.
  const plans = createSubscriptionRepository(db);
  const newsRepository = createNewsRepository(db);
  const subscriptions = createSubscriptionService({ repository: plans, announce });
  const activity = createActivityRepository(db);

  const lookups = lookupsModule({ db });
  const media = await mediaModule({ db, storage, links, jobs, now, log });
  const itemChanges = itemChangesModule({ db, now, log });
  const social = await sociairModule({
    db,
    config,
    box,
    subscriptions,
    plans,
    jobs,
    dispatcher: itemChanges.dispatcher,
    media: media.media,
    news: newsRepository,
    lookups: lookups.lookups,
    links,
    serviceHttp,
    now,
    log,
  });
  const attempts = createDatabaseAttemptStore(db);
  const auth = await authModule({
    db,
    bus,
    attempts,
    config,
    subscriptions,
    sociair: social.sociair,
    mailer,
    sms,
    storage,
    links,
    jobs,
    retry: config.mailRetry,
    now,
  });
  const feed = newsFeedModule({ news: newsRepository, now, log });
  const content = createContentDeps({
    db,
    subscriptions,
    media: media.media,
    mediaService: media.mediaService,
    lookups: lookups.lookups,
    links,
    now,
    announce,
    onChange: () => {
      void feed.feed.poke();
      void itemChanges.dispatcher.poke();
    },
  });
  const news = newsModule({ content, repository: newsRepository, marks: social.marks, activity });
  const newsLists = { newsRepository, lists: news.lists };
  const gallery = galleryModule({ content, activity });
  const videos = videosModule({ content, activity });
  // The machine feed: API keys, the ninjs Feed API, RSS and Atom; webhooks send its documents.
  const machineFeed = feedModule({ db, config, box, links, policy: content.policy, dispatcher: itemChanges.dispatcher, announce, now, log });
  const webhooks = await webhooksModule({
    db,
    config,
    box,
    jobs,
    mailer,
    feed: machineFeed,
    dispatcher: itemChanges.dispatcher,
    now,
    log,
  });
  const payments = await paymentsModule({ db, config, subscriptions, plans, jobs, serviceHttp, now, log });
  const maxVideoBytes = config.maxVideoUploadBytes;
  const savedSearches = await savedSearchesModule({
    db,
    config,
    account: auth.auth,
    dispatcher: itemChanges.dispatcher,
    jobs,
    mailer,
    now,
    log,
  });
  const urgentSms = await urgentSmsModule({
    db,
    config,
    users: auth.users,
    dispatcher: itemChanges.dispatcher,
    jobs,
    sms,
    now,
    log,
  });
  const integrations = await integrationsModule({
    db,
    config,
    box,
    links,
    news: news.news,
    activity,
    lookups: lookups.lookups,
    jobs,
    itemChanges,
    now,
    log,
  });
  let draining = false;
  const modules: FeatureModule[] = [
    healthModule({ database, storage, draining: () => draining }),
    auth,
    lookups,
    placesModule(),
    news,
    feed,
    itemChanges,
    newsDownloadsModule({ content, activity, storage, links, publicUrl: config.publicUrl, agencyName: config.agencyName }),
    gallery,
    videos,
    await uploadsModule({ content, news: news.news, ...newsLists, storage, secret: config.appSecret, jobs }),
    accountModule({ db, auth: auth.auth, subscriptions, integrations: integrations.integrations, links, storage, now }),
    integrations,
    newsDeskModule({ content, news: news.news, ...newsLists, maxVideoBytes }),
    mediaDeskModule({ content, gallery: gallery.gallery, videos: videos.videos, maxVideoBytes }),
    reviewModule({ content, ...newsLists, mailer, config }),
    analyticsModule({ db, urgentSmsSent: urgentSms.sentBetween, now }),
    clientsAdminModule({ db, auth: auth.auth, users: auth.users, sociair: social.repository, plans, subscriptions, links, now }),
    lookupsAdminModule({ db, lookups: lookups.lookups, plans, news: newsRepository, videos: videos.repository, cache: content.cache }),
    payments,
    social,
    media,
    machineFeed,
    webhooks,
    savedSearches,
    savedItemsModule({
      db,
      config,
      contents: { news: news.news, gallery: gallery.gallery, video: videos.videos },
      policy: content.policy,
      users: auth.users,
      mailer,
      now,
    }),
    urgentSms,
    teamModule({ db, auth: auth.auth, users: auth.users, bus, mailer, attempts, config, now }),
    ...(config.production ? [] : [devModule({ outbox })]),
  ];

  app.decorate('content', { news: news.news, gallery: gallery.gallery, videos: videos.videos, cache: content.cache });
  app.decorate('recheckPayments', payments.recheckDue);
  app.decorate('offerPaymentRechecks', payments.offerDueChecks);
  app.decorate('backfillRenditions', media.backfillRenditions);
  app.decorate('sweepOrphanFiles', media.sweepOrphanFiles);
  app.decorate('dispatchItemChanges', itemChanges.dispatcher.dispatchNow);
  app.decorate('makeFeedArchive', async () => (await machineFeed.documents.fillArchive()) === 'more');
  app.decorate('sendAlertDigests', savedSearches.sendDigests);
  app.decorate('startDraining', () => {
    draining = true;
  });
  // A kept-alive connection to a draining instance is closed after its answer, so the proxy opens its
  // next one to an instance that stays: none is cut while a request is on its way to this one.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });
  app.decorate('deliverAutoPost', (autoPostId: number) =>
    social.autoPost.deliver(autoPostId, { retryCount: 0, retryLimit: config.sociair.retry.retryLimit }),
  );
  bus.on((change) => {
    if (change.kind === 'sessions') {
      auth.auth.forgetSessionsHere(change);
      // A suspension ends the client's Feed API calls as it ends its sessions.
      if (change.userId !== undefined) machineFeed.apiKeys.forgetHere(change.userId);
    } else if (change.kind === 'subscription') subscriptions.forgetHere(change.userId);
    else if (change.kind === 'api-keys') machineFeed.apiKeys.forgetHere(change.userId);
    else content.cache.forgetHere();
  });
  bus.onGap(() => {
    auth.auth.forgetSessionsHere();
    machineFeed.apiKeys.forgetHere();
    subscriptions.forgetHere();
    content.cache.forgetHere();
  });
  const stopListening = await bus.start();
  enforceAccessPolicy(app, createGuards({ auth: auth.auth, apiKeys: machineFeed.apiKeys }));
  await registerAppPlugins(app, config);
  await registerFeatureModules(app, modules);
  registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => {
    await stopListening();
    await jobs.stop();
    await stagingSweep.stop();
    if (!overrides.database) await database.close();
  });
  return app;
}

/** Fastify with the portal's logging, validation, error handling and the checks every request passes. */
function createServer(config: Config, logStream: NodeJS.WritableStream | undefined): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACTIONS,
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
      ...(process.stdout.isTTY && config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    },
    trustProxy: config.trustProxy,
    // A request id from the proxy (nginx's $request_id) ties its log to ours; anything else is replaced.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizeSerializer());
  app.setErrorHandler(handleError);
  // Hooks every request passes are synchronous: an async hook costs a promise and a tick per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  registerPublicHostCheck(app, config.publicUrl);
  app.addHook('preValidation', async (request) => checkRequestData(request.params, request.query, request.body));
  return app;
}
