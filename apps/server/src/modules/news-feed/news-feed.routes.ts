import type { ServerResponse } from 'node:http';
import { contracts } from '@portal/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from '../../lib/metrics.ts';
import { served } from '../../plugins/contract-routes.ts';
import type { NewsFeedService } from './news-feed.service.ts';

/** A comment line keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;

/**
 * The live feed (contracts.newsFeed.stream): a server-sent event stream of the news going out, for every signed-in member (any
 * client may list news, SPEC.md §4). The browser reads it with fetch, so the bearer token travels in the
 * header as on every call.
 */
export function newsFeedRoutes(deps: { feed: NewsFeedService; metrics: Pick<Metrics, 'sources'> }): FastifyPluginAsync {
  const streams = new Set<ServerResponse>();
  deps.metrics.sources.sseConnections = () => streams.size;
  return async (app) => {
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
    });

    app.route({
      ...served(contracts.newsFeed.stream, ['news'], { schema: { hide: true } }),
      handler: async (request, reply) => {
        reply.hijack();
        const stream = reply.raw;
        stream.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        stream.write(`retry: ${RETRY_MS}\n\n`);
        const unsubscribe = deps.feed.subscribe((event) => stream.write(`event: news\ndata: ${JSON.stringify(event)}\n\n`));
        const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
        streams.add(stream);
        request.raw.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          streams.delete(stream);
        });
      },
    });
  };
}
