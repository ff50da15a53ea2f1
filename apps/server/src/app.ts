import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { handleError } from './lib/error-handler.ts';
import { memoizeSerializer } from './lib/memoized-serializer.ts';
import { checkRequestData } from './lib/request-data-check.ts';
import { LOG_REDACTIONS, serializeError, serializeRequest } from './lib/request-log.ts';
import { accountModule } from './modules/account/account.module.ts';
import { activityModule } from './modules/activity/activity.module.ts';
import { agendaModule } from './modules/agenda/agenda.module.ts';
import { agendaMachinesModule } from './modules/agenda-machines/agenda-machines.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { registerAuditContext } from './modules/audit/audit-context.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { clientsAdminModule } from './modules/clients-admin/clients-admin.module.ts';
import { contentModule } from './modules/content/content.module.ts';
import type { ContentCache } from './modules/content/content-cache.ts';
import { devModule } from './modules/dev/dev.module.ts';
import { feedModule } from './modules/feed/feed.module.ts';
import { galleryModule } from './modules/gallery/gallery.module.ts';
import type { GalleryService } from './modules/gallery/gallery.service.ts';
import { healthModule } from './modules/health/health.module.ts';
import { ingestModule } from './modules/ingest/ingest.module.ts';
import { integrationsModule } from './modules/integrations/integrations.module.ts';
import { itemChangesModule } from './modules/item-changes/item-changes.module.ts';
import { lookupsModule } from './modules/lookups/lookups.module.ts';
import { lookupsAdminModule } from './modules/lookups-admin/lookups-admin.module.ts';
import { mediaModule } from './modules/media/media.module.ts';
import { mediaDeskModule } from './modules/media-desk/media-desk.module.ts';
import { mediaTopicsModule } from './modules/media-topics/media-topics.module.ts';
import { newsModule } from './modules/news/news.module.ts';
import type { NewsService } from './modules/news/news.service.ts';
import { newsDataModule } from './modules/news/news-data.module.ts';
import { newsDeskModule } from './modules/news-desk/news-desk.module.ts';
import { newsDownloadsModule } from './modules/news-downloads/news-downloads.module.ts';
import { newsFeedModule } from './modules/news-feed/news-feed.module.ts';
import { oauthModule } from './modules/oauth/oauth.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { paymentsAdminModule } from './modules/payments-admin/payments-admin.module.ts';
import { placesModule } from './modules/places/places.module.ts';
import { relatedItemsModule } from './modules/related-items/related-items.module.ts';
import { reviewModule } from './modules/review/review.module.ts';
import { savedItemsModule } from './modules/saved-items/saved-items.module.ts';
import { savedSearchesModule } from './modules/saved-searches/saved-searches.module.ts';
import { secondFactorModule } from './modules/second-factor/second-factor.module.ts';
import { sociairModule } from './modules/sociair/sociair.module.ts';
import { staffAdminModule } from './modules/staff-admin/staff-admin.module.ts';
import { subscriptionModule } from './modules/subscription/subscription.module.ts';
import { teamModule } from './modules/team/team.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { urgentSmsModule } from './modules/urgent-sms/urgent-sms.module.ts';
import { videosModule } from './modules/videos/videos.module.ts';
import type { VideosService } from './modules/videos/videos.service.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import { websubModule } from './modules/websub/websub.module.ts';
import { openPlatform, type PlatformOverrides } from './platform.ts';
import { registerAppPlugins } from './plugins/app-plugins.ts';
import { composeModules, registerFeatureModules } from './plugins/feature-modules.ts';
import { createGuards, enforceAccessPolicy } from './plugins/guards.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerPublicHostCheck } from './plugins/public-host-check.ts';
import { enforceSecondFactor } from './plugins/second-factor-gate.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content services, for the demo seed, the benchmarks and tests that publish items; tests clear the list cache. */
    content: { news: NewsService; gallery: GalleryService; videos: VideosService; cache: ContentCache };
    /** From now on /api/health/ready answers 503, so a load balancer sends no new requests before the server closes. */
    startDraining: () => void;
  }
}

/** What a request id from outside may look like: short, and nothing that could forge a log line. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export type AppOverrides = PlatformOverrides & {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
};

/**
 * The features, each built from the pieces the platform and the modules above it give (plugins/feature-modules.ts):
 * a module listed above what it needs stops the start with the names of both. Their routes are registered in this
 * order too.
 */
const FEATURES = [
  healthModule,
  auditModule,
  subscriptionModule,
  activityModule,
  lookupsModule,
  mediaTopicsModule,
  placesModule,
  mediaModule,
  itemChangesModule,
  newsDataModule,
  sociairModule,
  secondFactorModule,
  authModule,
  newsFeedModule,
  contentModule,
  newsModule,
  galleryModule,
  videosModule,
  feedModule,
  oauthModule,
  webhooksModule,
  websubModule,
  paymentsModule,
  savedSearchesModule,
  urgentSmsModule,
  integrationsModule,
  newsDownloadsModule,
  uploadsModule,
  accountModule,
  newsDeskModule,
  mediaDeskModule,
  reviewModule,
  analyticsModule,
  clientsAdminModule,
  paymentsAdminModule,
  lookupsAdminModule,
  savedItemsModule,
  relatedItemsModule,
  teamModule,
  staffAdminModule,
  agendaModule,
  agendaMachinesModule,
  ingestModule,
];

/**
 * Builds the whole portal without listening, so tests can drive it with app.inject: the platform (database,
 * storage, mail, jobs), then each feature module, then the routes behind the access policy's guards.
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = createServer(config, overrides.logStream);
  const platform = await openPlatform(config, app.log, overrides);
  const features = config.production ? FEATURES : [...FEATURES, devModule];
  const { pieces, routes } = await composeModules(app, platform.pieces, features);
  app.decorate('content', { news: pieces.news, gallery: pieces.gallery, videos: pieces.videos, cache: pieces.content.cache });
  app.decorate('startDraining', platform.startDraining);
  // A kept-alive connection to a draining instance is closed after its answer, so the proxy opens its
  // next one to an instance that stays: none is cut while a request is on its way to this one.
  app.addHook('onRequest', (_request, reply, done) => {
    if (pieces.draining()) reply.header('connection', 'close');
    done();
  });
  const stopListening = await platform.listen();
  enforceAccessPolicy(app, createGuards({ auth: pieces.auth, apiKeys: pieces.apiKeys, feedTokens: pieces.feedTokens }));
  enforceSecondFactor(app, pieces.secondFactors);
  registerAuditContext(app);
  await registerAppPlugins(app, config);
  registerMetrics(app, pieces.metrics, config.metricsToken);
  await registerFeatureModules(app, routes);
  registerWebApp(app, config.webDist);
  app.addHook('onClose', async () => {
    await stopListening();
    await platform.close();
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
