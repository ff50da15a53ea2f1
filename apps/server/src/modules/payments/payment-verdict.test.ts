import { describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, esewaVerdict, khaltiVerdict, resultOf } from './payment-verdict.ts';

describe('khaltiVerdict', () => {
  const order = { total: 169_500 };
  const lookup = (status: string, total = 169_500, transactionId: string | null = 'T1') =>
    khaltiVerdict({ kind: 'answer', status: status as never, total, transactionId }, order);

  it('grants only Completed for the stored amount', () => {
    expect(lookup('Completed')).toEqual({ kind: 'grant', transactionId: 'T1', gatewayStatus: 'Completed' });
    expect(lookup('Completed', 100)).toEqual({ kind: 'settle', state: 'disputed', gatewayStatus: 'Completed' });
    expect(lookup('Completed', 169_500, null).kind).toBe('settle');
  });

  it('maps every lookup status, spelled as Khalti spells it', () => {
    expect(lookup('Pending')).toMatchObject({ kind: 'hold', state: 'pending' });
    expect(lookup('Initiated')).toMatchObject({ kind: 'hold', state: 'initiated' });
    expect(lookup('Expired')).toMatchObject({ kind: 'settle', state: 'failed' });
    expect(lookup('User canceled')).toMatchObject({ kind: 'settle', state: 'failed', gatewayStatus: 'User canceled' });
    expect(lookup('Refunded')).toMatchObject({ kind: 'settle', state: 'refunded' });
    expect(lookup('Partially Refunded')).toMatchObject({ kind: 'settle', state: 'refunded' });
  });

  it('holds the payment as it is when Khalti cannot be reached', () => {
    expect(khaltiVerdict({ kind: 'unreachable', reason: 'timeout' }, order)).toEqual({ kind: 'hold', state: null, gatewayStatus: null });
  });
});

describe('esewaVerdict', () => {
  const createdAt = new Date('2026-11-23T10:00:00Z');
  const order = { uuid: 'u-1', total: 169_500, createdAt };
  const soon = new Date(createdAt.getTime() + 60_000);
  const answer = (status: string, total = 169_500, uuid = 'u-1') => ({
    kind: 'answer' as const,
    status: status as never,
    total,
    uuid,
    refId: 'R1',
  });

  it('grants COMPLETE for the stored uuid and amount only', () => {
    expect(esewaVerdict(answer('COMPLETE'), order, soon)).toEqual({ kind: 'grant', transactionId: 'R1', gatewayStatus: 'COMPLETE' });
    expect(esewaVerdict(answer('COMPLETE', 1_000), order, soon)).toMatchObject({ kind: 'settle', state: 'disputed' });
    expect(esewaVerdict(answer('COMPLETE', 169_500, 'u-2'), order, soon)).toMatchObject({ kind: 'hold', state: null });
  });

  it('holds PENDING and AMBIGUOUS, fails CANCELED, and counts refunds', () => {
    expect(esewaVerdict(answer('PENDING'), order, soon)).toMatchObject({ kind: 'hold', state: 'pending' });
    expect(esewaVerdict(answer('AMBIGUOUS'), order, soon)).toMatchObject({ kind: 'hold', state: 'ambiguous' });
    expect(esewaVerdict(answer('CANCELED'), order, soon)).toMatchObject({ kind: 'settle', state: 'failed' });
    expect(esewaVerdict(answer('FULL_REFUND'), order, soon)).toMatchObject({ kind: 'settle', state: 'refunded' });
  });

  it('fails NOT_FOUND only once the attempt is an hour old', () => {
    expect(esewaVerdict(answer('NOT_FOUND'), order, soon)).toMatchObject({ kind: 'hold', state: null, gatewayStatus: 'NOT_FOUND' });
    const justBefore = new Date(createdAt.getTime() + ABANDONED_AFTER_MS - 1);
    expect(esewaVerdict(answer('NOT_FOUND'), order, justBefore)).toMatchObject({ kind: 'hold', state: null });
    const late = new Date(createdAt.getTime() + ABANDONED_AFTER_MS);
    expect(esewaVerdict(answer('NOT_FOUND'), order, late)).toMatchObject({ kind: 'settle', state: 'failed' });
  });
});

describe('resultOf', () => {
  it('speaks the return statuses of the spec', () => {
    expect(resultOf('completed')).toBe('success');
    expect(resultOf('failed')).toBe('00failure00');
    expect(resultOf('ambiguous')).toBe('00ambiguous00');
    expect(resultOf('disputed')).toBe('00payment_issue00');
    expect(resultOf('initiated')).toBe('00pending00');
  });
});
