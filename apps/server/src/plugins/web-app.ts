import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isServerPath, messages } from '@portal/shared';
import type { FastifyInstance } from 'fastify';

/** The app's icons (apps/web/public): a page shows the logo in several places, which must not each ask again. */
const ICON = /^(favicon\.svg|icon-\d+\.png)$/;

/** How long a browser keeps a file of the built app: hashed assets a year, the icons a day, the rest (the page, the service worker) asked again each time. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return ICON.test(path.basename(filePath)) ? 'public, max-age=86400' : 'no-cache';
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every other page path. A missing
 * asset (a browser still running the release before last) is a 404, never the page: the app's chunk
 * loader then fails cleanly instead of parsing HTML as a script.
 */
export function registerWebApp(app: FastifyInstance, webDist: string) {
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
        reply.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url) && !request.url.startsWith('/assets/');
    if (hasWeb && wantsPage) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.notFound });
  });
}
