import { type Attributes, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * The spans the portal makes itself, through the OpenTelemetry API only: without an SDK (OTEL_EXPORTER_OTLP_ENDPOINT
 * unset, see lib/tracing.ts) the tracer is the API's no-op and a span costs a function call.
 */
const tracer = trace.getTracer('news-portal');

export type SpanSettings = {
  kind?: SpanKind;
  attributes?: Attributes;
  /** A trace of its own, whatever span is active where it starts (a job has nothing to do with its poller's). */
  root?: boolean;
};

/** Runs `work` in a span (a child of the active one unless `root`); a throw marks the span failed and goes on. */
export function inSpan<T>(name: string, settings: SpanSettings, work: () => Promise<T>): Promise<T> {
  const options = { kind: settings.kind ?? SpanKind.INTERNAL, attributes: settings.attributes ?? {}, root: settings.root ?? false };
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work();
    } catch (error) {
      markFailed(error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks the active span failed, for work that reports a failure without throwing it. */
export function markFailed(error: unknown) {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

export { SpanKind };
