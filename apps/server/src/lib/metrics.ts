import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboundFailure } from './http-out.ts';
import type { ServiceHttp } from './service-http.ts';

/** Who the portal calls: a client's site, a webhook or WebSub subscriber, a picture to ingest, a payment gateway, the SMS gateway, the social service. */
export type OutboundKind = 'site-push' | 'webhook' | 'websub' | 'ingest-fetch' | 'payment' | 'sms' | 'sociair';
/** How a call ended: answered 2xx, answered another status, or not answered (the reason, as lib/http-out.ts names it). */
export type OutboundOutcome = 'ok' | 'http_error' | OutboundFailure | 'unreachable';

/** Read at each scrape: what the database, the job queue and the live feed hold now. */
export type MetricSources = {
  pool?: () => { inUse: number; waiting: number };
  queues?: () => Promise<{ name: string; depth: number; oldestAgeSeconds: number }[]>;
  sseConnections?: () => number;
};

/** Seconds: a page or an API answer within 5 ms to a slow export at 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics of one app: a registry of its own (tests build several apps in one process, and prom-client's global
 * registry refuses a metric named twice), with `nodeMetrics` Node's default metrics (event-loop lag among them), and
 * what the portal counts as it works. Gauges of state are read at scrape time from `sources`, set once the platform is
 * open. Node's metrics watch the event loop on a 10 ms timer and every GC for as long as the process runs: only an app
 * that can be scraped (METRICS_TOKEN set) pays for them, not each of the many apps a test worker builds.
 */
export function createMetrics(options: { nodeMetrics: boolean }) {
  const registry = new Registry();
  if (options.nodeMetrics) collectDefaultMetrics({ register: registry });
  const sources: MetricSources = {};
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const outboundCalls = new Counter({
    name: 'outbound_calls_total',
    help: 'Calls the portal made to other services, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'content_cache_lookups_total',
    help: 'Content cache lookups, by result (hit or miss); the hit ratio is hit / all',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const changeBusReconnects = new Counter({
    name: 'change_bus_reconnects_total',
    help: 'Times the change bus listened again after losing its connection (every cache was cleared)',
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'PostgreSQL connections of the pool running a query (absent on the embedded PGlite, which has no pool)',
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (pool) this.set(pool.inUse);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free PostgreSQL connection',
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (pool) this.set(pool.waiting);
    },
  });
  // Both queue gauges are collected at once in a scrape: one query answers both.
  let queuesInFlight: ReturnType<NonNullable<MetricSources['queues']>> | undefined;
  const queueStats = () => {
    queuesInFlight ??= (sources.queues?.() ?? Promise.resolve([])).finally(() => {
      queuesInFlight = undefined;
    });
    return queuesInFlight;
  };
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs queued (due or waiting for their time or retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const queues = await queueStats();
      this.reset();
      for (const queue of queues) this.set({ queue: queue.name }, queue.depth);
    },
  });
  new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'How long the oldest due job of a queue has waited to be taken',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const queues = await queueStats();
      this.reset();
      for (const queue of queues) this.set({ queue: queue.name }, queue.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'sse_connections_open',
    help: 'Live news streams (server-sent events) open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.sseConnections?.() ?? 0);
    },
  });

  const outcomeCounter = (kind: OutboundKind) => (outcome: OutboundOutcome) => outboundCalls.inc({ kind, outcome });

  return {
    registry,
    sources,
    /** One answered request; `route` is the pattern (`/api/news/:id`), never the URL with its ids. */
    recordRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    /** What a caller of `kind` reports each finished call with. */
    outbound: outcomeCounter,
    /** `http` with each call's outcome counted under `kind`. */
    countedServiceHttp(kind: OutboundKind, http: ServiceHttp): ServiceHttp {
      const count = outcomeCounter(kind);
      return async (request) => {
        try {
          const answer = await http(request);
          count(answer.status < 300 ? 'ok' : 'http_error');
          return answer;
        } catch (error) {
          count('unreachable');
          throw error;
        }
      };
    },
    cacheLookup(hit: boolean) {
      cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
    },
    changeBusReconnected() {
      changeBusReconnects.inc();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Whether `given` is `Bearer <token>`, compared in constant time (digests of equal length) so timing tells nothing of the token. */
export function bearerMatches(given: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given ?? ''), digest(`Bearer ${token}`));
}
