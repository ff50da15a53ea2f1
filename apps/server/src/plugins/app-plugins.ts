import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messages } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { registerCompression } from './compression.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const MINUTE = 60_000;

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
}
