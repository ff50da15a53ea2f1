import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import { API_DOCS_PATH, messages, OAUTH_TOKEN_PATH } from '@portal/shared';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { ServiceUnavailableError } from '../lib/errors.ts';
import { registerCompression } from './compression.ts';
import { CountPerCallStore } from './rate-limit-store.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const MINUTE = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The limiter named `name`, made with `options` the first time it is asked for: every route whose `onRequest` it is
     * counts against the same budget. A route's own `config.rateLimit` counts for that route alone (the plugin gives each
     * route its own store), so limits that span routes (the Feed API's per key) take this instead, with
     * `config.rateLimit: false`.
     */
    sharedRateLimit(name: string, options: RateLimitOptions): preHandlerAsyncHookHandler;
  }
}

/**
 * With REDIS_URL every instance counts each address's calls in Redis, so the limit holds for the whole
 * portal; without it each instance counts its own (CountPerCallStore). Redis out of reach lets calls through (logged)
 * rather than refusing every client: the limit is a brake, the login limiters are in the database.
 */
function sharedRateLimitStore(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) return { store: CountPerCallStore };
  const redis = new Redis(redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit: Redis unreachable; calls are let through'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => undefined);
  });
  return { redis, nameSpace: 'portal-rate-limit:', skipOnError: true };
}

/** What every route shares: security headers, CORS, the rate limit, compression, multipart and the API docs. */
export async function registerAppPlugins(app: FastifyInstance, config: Config) {
  registerSecurityHeaders(app, {
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
  if (config.shedEventLoopDelayMs > 0) {
    // A saturated instance answers 503 with Retry-After at once instead of queueing every request late;
    // behind the load balancer the client's next try goes to another instance.
    await app.register(underPressure, {
      maxEventLoopDelay: config.shedEventLoopDelayMs,
      retryAfter: 5,
      customError: ServiceUnavailableError,
    });
  }
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: MINUTE,
    ...sharedRateLimitStore(app, config.redisUrl),
    // The API only: one page view loads dozens of app files, and media links are signed and exempt anyway.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyRequests }),
  });
  const sharedLimits = new Map<string, preHandlerAsyncHookHandler>();
  app.decorate('sharedRateLimit', (name: string, options: RateLimitOptions) => {
    const limit = sharedLimits.get(name) ?? app.rateLimit(options);
    sharedLimits.set(name, limit);
    return limit;
  });
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 5_242_880, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.agencyName} client portal API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The Feed API takes either of the two below (feed.routes.ts securityOf), each sent as `Authorization: Bearer`.
          feedApiKey: { type: 'http', scheme: 'bearer', description: 'A Feed API key made on My Account → API keys' },
          // OAuth 2.0 client credentials (modules/oauth): the access token from the token URL, with the route's scope.
          oauth2: {
            type: 'oauth2',
            flows: {
              clientCredentials: {
                tokenUrl: `${config.publicUrl}${OAUTH_TOKEN_PATH}`,
                scopes: { 'feed:read': 'News items of the Feed API', 'agenda:read': 'The Agenda of the Feed API' },
              },
            },
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
}
