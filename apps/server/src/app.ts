import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isServerPath, messages } from '@portal/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { AttemptLimiter } from './lib/attempt-limiter.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';
import { handleError } from './lib/error-handler.ts';
import { createExportFiles } from './lib/export-files.ts';
import { startJobQueue } from './lib/job-queue.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createMediaLinks } from './lib/media-links.ts';
import { memoizeSerializer } from './lib/memoized-serializer.ts';
import { refuseNulCharacters } from './lib/nul-characters.ts';
import { createOutboxRepository } from './lib/outbox.repository.ts';
import { serializeRequest } from './lib/request-log.ts';
import type { ServiceHttp } from './lib/service-http.ts';
import { createLoggingSmsSender, type SmsSender } from './lib/sms.ts';
import { createStorage } from './lib/storage.ts';
import { accountModule } from './modules/account/account.module.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalytics } from './modules/analytics/analytics.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createClientDetailRepository } from './modules/clients-admin/client-detail.repository.ts';
import { createClientDetail } from './modules/clients-admin/client-detail.service.ts';
import { clientsAdminRoutes } from './modules/clients-admin/clients-admin.routes.ts';
import { createClientsAdmin } from './modules/clients-admin/clients-admin.service.ts';
import { createClientsListRepository } from './modules/clients-admin/clients-list.repository.ts';
import { createContentPolicy } from './modules/content/content.policy.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { createContentCache } from './modules/content/content-cache.ts';
import { outboxRoutes } from './modules/dev/outbox.routes.ts';
import { createGalleryDeskRepository, createGalleryRepository } from './modules/gallery/gallery.repository.ts';
import { galleryRoutes } from './modules/gallery/gallery.routes.ts';
import { createGalleryService, type GalleryService } from './modules/gallery/gallery.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createIntegrationsRepository } from './modules/integrations/integrations.repository.ts';
import { createLookupsRepository } from './modules/lookups/lookups.repository.ts';
import { lookupRoutes, setupValueRoutes } from './modules/lookups/lookups.routes.ts';
import { createLookupsAdminRepository } from './modules/lookups-admin/lookups-admin.repository.ts';
import { lookupsAdminRoutes } from './modules/lookups-admin/lookups-admin.routes.ts';
import { createLookupsAdmin } from './modules/lookups-admin/lookups-admin.service.ts';
import { createMediaRepository } from './modules/media/media.repository.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { galleryAdminRoutes } from './modules/media-desk/gallery-desk.routes.ts';
import { createGalleryAdmin } from './modules/media-desk/gallery-desk.service.ts';
import { videoAdminRoutes } from './modules/media-desk/video-desk.routes.ts';
import { createVideoAdmin } from './modules/media-desk/video-desk.service.ts';
import { createNewsRepository } from './modules/news/news.repository.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { createNewsService, type NewsService } from './modules/news/news.service.ts';
import { createNewsAuthorsRepository } from './modules/news/news-authors.repository.ts';
import { newsAdminRoutes } from './modules/news-desk/news-desk.routes.ts';
import { createNewsAdmin } from './modules/news-desk/news-desk.service.ts';
import { newsFeedRoutes } from './modules/news-feed/news-feed.routes.ts';
import { createNewsFeed } from './modules/news-feed/news-feed.service.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { reviewMail } from './modules/review/review.mails.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { createReviewService } from './modules/review/review.service.ts';
import { sociairModule } from './modules/sociair/sociair.module.ts';
import { createSubscriptionRepository } from './modules/subscription/subscription.repository.ts';
import { createSubscriptionService } from './modules/subscription/subscription.service.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createVideoDeskRepository, createVideosRepository } from './modules/videos/videos.repository.ts';
import { videoRoutes } from './modules/videos/videos.routes.ts';
import { createVideosService, type VideosService } from './modules/videos/videos.service.ts';
import { registerCompression } from './plugins/compression.ts';
import { createGuards } from './plugins/guards.ts';
import { registerPublicHostCheck } from './plugins/public-host-check.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content services, for the demo seed, the benchmarks and tests that publish items. */
    content: { news: NewsService; gallery: GalleryService; videos: VideosService };
    /** One run of the re-check of held payments, for tests that move a gateway's answer on. */
    recheckPayments: () => Promise<number>;
    /** One run of an auto-post's job, as pg-boss runs it, for tests that replay a job. */
    deliverAutoPost: (autoPostId: number) => Promise<void>;
  }
}

export type AppOverrides = {
  /** A database opened (and migrated) by the caller; the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  sms?: SmsSender;
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** How the gateways are called (tests reach the simulators in-process). */
  serviceHttp?: ServiceHttp;
};

const MINUTE = 60_000;

/** Builds the whole portal without listening, so tests can drive it with app.inject. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.token'],
      serializers: { req: serializeRequest },
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
      ...(process.stdout.isTTY && config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoizeSerializer());
  app.setErrorHandler(handleError);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerPublicHostCheck(app, config.publicUrl);
  app.addHook('preValidation', async (request) => refuseNulCharacters(request.params, request.query, request.body));

  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!overrides.database) await database.migrate();
  const { db } = database;

  const storage = createStorage(config.mediaDir);
  await storage.init();
  const background = createBackgroundTasks(app.log);
  const outbox = createOutboxRepository(db);
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox, log: app.log });
  const sms = overrides.sms ?? createLoggingSmsSender({ outbox, log: app.log });
  const now = overrides.now ?? (() => new Date());
  const links = createMediaLinks({ secret: config.appSecret, now });
  const subscriptionRepository = createSubscriptionRepository(db);
  const subscriptions = createSubscriptionService({ repository: subscriptionRepository });
  const jobs = await startJobQueue({ database, pollingSeconds: config.jobPollingSeconds, log: app.log });
  const lookups = createLookupsRepository(db);
  const media = createMediaRepository(db);
  const newsRepository = createNewsRepository(db);
  const authRepository = createAuthRepository(db);
  const social = await sociairModule({
    db,
    config,
    subscriptions,
    plans: subscriptionRepository,
    jobs,
    media,
    news: newsRepository,
    lookups,
    links,
    serviceHttp: overrides.serviceHttp,
    now,
    log: app.log,
  });
  const auth = createAuthService({
    db,
    repository: authRepository,
    subscriptions,
    sociair: social.sociair,
    mailer,
    sms,
    storage,
    links,
    background,
    limiters: {
      // Failures only: a newsroom behind one NAT address signs in many times a day.
      loginByIp: new AttemptLimiter({ max: 30, windowMs: 15 * MINUTE }),
      loginByAccount: new AttemptLimiter({ max: 5, windowMs: 15 * MINUTE }),
      resetByIp: new AttemptLimiter({ max: 10, windowMs: 15 * MINUTE }),
      // Mails to one address: past it forgot-password still answers the same and sends nothing.
      resetMails: new AttemptLimiter({ max: 3, windowMs: 60 * MINUTE }),
    },
    config,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const guards = createGuards(auth);
  const mediaService = createMediaService({ storage });
  const activity = createActivityRepository(db);
  const policy = createContentPolicy({ subscriptions, now });
  // The sweep catches embargoes lifting on their own and news published by another instance.
  const newsFeed = createNewsFeed({ news: newsRepository, now, sweepMs: 5_000, log: app.log });
  const cache = createContentCache({
    now,
    nextEmbargoLift: createContentRepository(db).nextEmbargoLift,
    onClear: () => void newsFeed.poke(),
  });
  const content = { db, media, mediaService, lookups, links, policy, cache, now };
  const news = createNewsService({ ...content, autoPost: social.autoPost, repository: newsRepository });
  const gallery = createGalleryService({ ...content, repository: createGalleryRepository(db) });
  const videosRepository = createVideosRepository(db);
  const videos = createVideosService({ ...content, repository: videosRepository });
  const exportFiles = createExportFiles({ root: path.join(config.dataDir, 'exports'), secret: config.appSecret, now });
  const newsLists = { lists: createNewsAuthorsRepository(db), newsRepository };
  const uploads = createUploadsService({ ...content, ...newsLists, news, exportFiles });
  const newsAdmin = createNewsAdmin({ ...content, ...newsLists, news, autoPost: social.autoPost });
  const galleryAdmin = createGalleryAdmin({ ...content, gallery, repository: createGalleryDeskRepository(db, media) });
  const videoAdmin = createVideoAdmin({ ...content, videos, repository: createVideoDeskRepository(db, media) });
  const review = createReviewService({
    ...content,
    ...newsLists,
    autoPost: social.autoPost,
    mailer,
    mail: reviewMail(config),
    background,
  });
  app.decorate('content', { news, gallery, videos });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        // The eSewa checkout is a form the browser posts to eSewa.
        formAction: ["'self'", new URL(config.payments.esewa.formUrl).origin],
        // The portal is also reached over plain HTTP on a newsroom LAN; upgrading would break every asset there.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: MINUTE,
    // The API only: one page view loads dozens of app files, and media links are signed and exempt anyway.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyRequests }),
  });
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 5_242_880, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.agencyName} client portal API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes({ database }), { prefix: '/api' });
  await app.register(authRoutes({ auth, guards, storage }), { prefix: '/api/auth/v2' });
  await app.register(lookupRoutes({ lookups, guards }), { prefix: '/api/auth/v2' });
  await app.register(newsRoutes({ news, guards, activity }), { prefix: '/api/auth/v2' });
  await app.register(newsFeedRoutes({ feed: newsFeed, guards }));
  await app.register(galleryRoutes({ gallery, guards, activity }), { prefix: '/api/auth/v2' });
  await app.register(videoRoutes({ videos, guards, activity }), { prefix: '/api/auth/v2' });
  await app.register(uploadsRoutes({ uploads, guards }), { prefix: '/api' });
  await app.register(accountModule({ db, config, auth, subscriptions, links, storage, news, activity, guards, now }), { prefix: '/api' });
  await app.register(setupValueRoutes({ lookups }), { prefix: '/api/v1' });
  const maxVideoBytes = config.maxVideoUploadBytes;
  await app.register(newsAdminRoutes({ newsAdmin, guards, mediaService, maxVideoBytes }), { prefix: '/api/v1' });
  await app.register(galleryAdminRoutes({ galleryAdmin, guards, mediaService }), { prefix: '/api/v1' });
  await app.register(videoAdminRoutes({ videoAdmin, guards, mediaService, maxVideoBytes }), { prefix: '/api/v1' });
  await app.register(reviewRoutes({ review, guards }), { prefix: '/api/v1' });
  const clientDetail = createClientDetail({
    repository: createClientDetailRepository(db),
    integrations: createIntegrationsRepository(db),
    sociair: social.repository,
    plans: subscriptionRepository,
    subscriptions,
    auth,
    links,
    now,
  });
  const lookupTables = createLookupsAdminRepository({
    lookups,
    plans: subscriptionRepository,
    news: newsRepository,
    videos: videosRepository,
    payments: createPaymentsRepository(db),
  });
  await app.register(analyticsRoutes({ analytics: createAnalytics({ repository: createAnalyticsRepository(db), now }), guards }), {
    prefix: '/api/v1',
  });
  await app.register(
    clientsAdminRoutes({
      clientsAdmin: createClientsAdmin({ clients: createClientsListRepository(db), users: authRepository, auth, now }),
      clientDetail,
      guards,
    }),
    {
      prefix: '/api/v1',
    },
  );
  await app.register(lookupsAdminRoutes({ lookupsAdmin: createLookupsAdmin({ repository: lookupTables, cache }), guards }), {
    prefix: '/api/v1',
  });
  if (!config.production) await app.register(outboxRoutes({ outbox }), { prefix: '/api/dev' });
  const payments = paymentsModule({
    db,
    config,
    subscriptions,
    plans: subscriptionRepository,
    guards,
    serviceHttp: overrides.serviceHttp,
    now,
    log: app.log,
  });
  await app.register(payments.routes);
  app.decorate('recheckPayments', payments.recheckDue);
  await app.register(social.routes(guards));
  app.decorate('deliverAutoPost', (autoPostId: number) =>
    social.autoPost.deliver(autoPostId, { retryCount: 0, retryLimit: config.sociair.retry.retryLimit }),
  );

  await app.register(mediaRoutes({ root: config.mediaDir, links, media }), { prefix: '/media' });
  registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => {
    newsFeed.stop();
    await background.drain();
    await jobs.stop();
    if (!overrides.database) await database.close();
  });
  return app;
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every other page path. */
function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url);
    if (hasWeb && wantsPage) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.notFound });
  });
}
