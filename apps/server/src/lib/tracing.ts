import diagnostics from 'node:diagnostics_channel';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { getRPCMetadata, RPCType, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import { register as registerModuleHooks, supportsSyncHooks } from 'import-in-the-middle/register-hooks.mjs';
import type { Config } from '../config.ts';

/**
 * OpenTelemetry traces, sent over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. main.ts imports this file only when that
 * is set, and before anything it instruments is imported: the instrumentations patch `pg` and `node:http` as they
 * load. Without the setting no SDK module is loaded, and the spans the portal makes itself (jobs, lib/job-queue.ts and
 * lib/interval-job.ts) go to the API's no-op tracer.
 *
 * Spans: one per HTTP request (named by its route, with the status), a child per PostgreSQL query, one per outbound
 * call (node:http in lib/http-out.ts, fetch in lib/service-http.ts), one per job run. Queries and outbound calls made
 * outside a request or job (the queue's polls) make no trace of their own.
 */

export type TracingSettings = NonNullable<Config['tracing']>;

export const DEFAULT_SERVICE_NAME = 'news-portal';

/** Query keys whose values are secrets (signed links, API keys, gateway answers): a span keeps the key, not the value. */
const SECRET_QUERY_KEYS = [
  'sig',
  'signature',
  'Signature',
  'token',
  'access_token',
  'api_key',
  'apikey',
  'secret',
  'password',
  'data',
  'AWSAccessKeyId',
  'X-Goog-Signature',
  'X-Amz-Signature',
  'X-Amz-Credential',
  'X-Amz-Security-Token',
];
/** A route parameter of one of these names is a secret (a calendar or feed token): the span names the route instead. */
const SECRET_PARAM = /token|key|secret/i;

/** The modules patched as they are imported; the loader hook leaves every other module alone. */
const PATCHED_MODULES = ['pg', 'pg-pool', 'http', 'https'];

/** Spans wait in memory at most this long before they are sent, and shutdown waits at most this long to send them. */
const EXPORT_DELAY_MS = 2_000;
const SHUTDOWN_TIMEOUT_MS = 5_000;

/**
 * OTEL_TRACES_SAMPLER's choice, except that a poll is never a trace of its own: pg-boss wraps every fetch the portal
 * makes (lib/job-queue.ts polls every few seconds for the queues that run several jobs at once) in a `receive` span,
 * jobs found or not. The jobs it finds get spans of their own.
 */
export function samplerOf(settings: TracingSettings): Sampler {
  const chosen = configuredSampler(settings);
  return {
    shouldSample(parent, traceId, name, kind, attributes, links) {
      const poll = attributes['messaging.system'] === 'pg-boss' && attributes['messaging.operation.type'] === 'receive';
      if (poll && !trace.getSpanContext(parent)) return { decision: SamplingDecision.NOT_RECORD };
      return chosen.shouldSample(parent, traceId, name, kind, attributes, links);
    },
    toString: () => `DropRootPolls{${chosen.toString()}}`,
  };
}

function configuredSampler(settings: TracingSettings): Sampler {
  switch (settings.sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(settings.samplerRatio);
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.samplerRatio) });
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/** `search` with every secret value replaced, for url.query and url.full. */
export function redactQuery(search: string): string {
  if (!search || search === '?') return search;
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_KEYS.includes(key)) params.set(key, 'REDACTED');
  }
  return `?${params}`;
}

/**
 * Names each request's span by its route (`GET /api/v1/news/:id`), through the route the HTTP instrumentation reads
 * at the end of the request, and hides a secret in the path: a hook every Fastify instance gets as it is created.
 */
function nameRequestsByRoute() {
  diagnostics.subscribe('fastify.initialization', (message) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url;
      const metadata = getRPCMetadata(context.active());
      if (route && metadata?.type === RPCType.HTTP) {
        metadata.route = route;
        const params = Object.keys((request.params ?? {}) as Record<string, unknown>);
        if (params.some((name) => SECRET_PARAM.test(name))) metadata.span.setAttribute('url.path', route);
      }
      done();
    });
  });
}

/** Starts the SDK; `shutdown` sends the spans still waiting (at most SHUTDOWN_TIMEOUT_MS) and stops it. */
export function startTracing(settings: TracingSettings) {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // Trace context only: the portal sets no baggage, and none from a caller is passed on to the next address.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  // Later keys win: OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES over the portal's defaults.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': DEFAULT_SERVICE_NAME }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new TracerProvider({
    resource,
    sampler: samplerOf(settings),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces), _HEADERS, _TIMEOUT and _COMPRESSION itself.
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: EXPORT_DELAY_MS })],
  });
  trace.setGlobalTracerProvider(provider);

  // ES modules are patched through a loader hook (`import pg from 'pg'`); CommonJS ones (Fastify's own
  // require('node:http')) through require. Without the hook (an older Node) pg and the server side still are.
  if (supportsSyncHooks()) registerModuleHooks({ include: PATCHED_MODULES });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        requireParentforOutgoingSpans: true,
        redactedQueryParams: SECRET_QUERY_KEYS,
        redactedQueryParamsServer: SECRET_QUERY_KEYS,
        // Load balancers' checks and Prometheus's scrapes: many a minute, never of interest.
        ignoreIncomingRequestHook: (request) => /^\/(api\/health\/|metrics(\?|$))/.test(request.url ?? ''),
      }),
      new UndiciInstrumentation({
        requireParentforSpans: true,
        startSpanHook: (request) => {
          const url = new URL(request.path, request.origin);
          url.search = redactQuery(url.search);
          return { 'url.full': url.toString(), 'url.query': url.search.slice(1) };
        },
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  nameRequestsByRoute();

  return {
    async shutdown() {
      await Promise.race([provider.shutdown(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_TIMEOUT_MS).unref())]);
    },
  };
}
