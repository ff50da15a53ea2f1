import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Headers = Record<string, string>;
type ContentSecurityPolicy = Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own Content-Security-Policy (the media files: framed by the portal's pages). */
    contentSecurityPolicy?: ContentSecurityPolicy;
    /** Worked out from `contentSecurityPolicy` when the route is added. */
    securityHeaders?: Headers;
  }
}

/** The headers helmet sets for `options`, worked out once: helmet itself writes them onto a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Helmet's security headers (SECURITY.md "Headers") on every answer. @fastify/helmet ran helmet, CSP
 * parsing included, on each request through two hooks; the headers never change, so they are computed
 * when the server starts (and per route with a CSP of its own) and set by one synchronous hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const everywhere = helmetHeaders(options);
  app.addHook('onRoute', (route) => {
    const contentSecurityPolicy = route.config?.contentSecurityPolicy;
    if (contentSecurityPolicy) route.config = { ...route.config, securityHeaders: helmetHeaders({ ...options, contentSecurityPolicy }) };
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.securityHeaders ?? everywhere);
    done();
  });
}
