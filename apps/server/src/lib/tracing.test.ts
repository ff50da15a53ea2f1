import { context, SpanKind, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { redactQuery, samplerOf } from './tracing.ts';

const TRACE_ID = 'ffffffffffffffffffffffffffffffff';
const decide = (settings: Parameters<typeof samplerOf>[0], attributes: Record<string, string> = {}, parent = context.active()) =>
  samplerOf(settings).shouldSample(parent, TRACE_ID, 'a span', SpanKind.INTERNAL, attributes, []).decision;
const sampledParent = trace.setSpanContext(context.active(), { traceId: '1'.repeat(32), spanId: '2'.repeat(16), traceFlags: 1 });
const POLL = { 'messaging.system': 'pg-boss', 'messaging.operation.type': 'receive' };

describe('samplerOf', () => {
  it('keeps every trace by default, and what a sampled caller asked for', () => {
    expect(decide({ sampler: 'parentbased_always_on', samplerRatio: 1 })).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide({ sampler: 'parentbased_always_off', samplerRatio: 1 }, {}, sampledParent)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide({ sampler: 'parentbased_always_off', samplerRatio: 1 })).toBe(SamplingDecision.NOT_RECORD);
  });

  it('keeps the share OTEL_TRACES_SAMPLER_ARG says of traceidratio', () => {
    expect(decide({ sampler: 'traceidratio', samplerRatio: 0 })).toBe(SamplingDecision.NOT_RECORD);
    expect(decide({ sampler: 'parentbased_traceidratio', samplerRatio: 0 }, {}, sampledParent)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(decide({ sampler: 'always_off', samplerRatio: 1 }, {}, sampledParent)).toBe(SamplingDecision.NOT_RECORD);
  });

  it('never makes a poll of the job queue a trace of its own, but keeps one inside a trace', () => {
    expect(decide({ sampler: 'always_on', samplerRatio: 1 }, POLL)).toBe(SamplingDecision.NOT_RECORD);
    expect(decide({ sampler: 'always_on', samplerRatio: 1 }, POLL, sampledParent)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});

describe('redactQuery', () => {
  it('keeps the keys and hides the values of secrets only', () => {
    expect(redactQuery('?page=2&signature=abc&expires=99&token=t0k&X-Amz-Signature=s')).toBe(
      '?page=2&signature=REDACTED&expires=99&token=REDACTED&X-Amz-Signature=REDACTED',
    );
    expect(redactQuery('?key=register_category')).toBe('?key=register_category');
    expect(redactQuery('')).toBe('');
  });
});
