import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isServerPath, messages } from '@portal/shared';
import type { FastifyInstance } from 'fastify';

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
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
