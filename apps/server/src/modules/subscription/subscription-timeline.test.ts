import { describe, expect, it } from 'vitest';
import { coverEnd, inForceAt, type Period, placePeriod, unusedDays, unusedValue, upgradeCredit } from './subscription-timeline.ts';

const DAY = 86_400_000;
const BASIC = 150_000;
const STANDARD = 300_000;
const PREMIUM = 500_000;
const at = (iso: string) => new Date(iso);
const months = (count: number) => ({ unit: 'month', count }) as const;

const period = (id: number, rank: number, from: string, to: string, extra: Partial<Period> = {}): Period => ({
  id,
  rank,
  kind: 'bought',
  value: rank,
  startsAt: at(from),
  expiresAt: at(to),
  ...extra,
});

describe('the plan in force', () => {
  const basic = period(1, BASIC, '2026-11-09T00:00:00Z', '2027-02-09T00:00:00Z');
  const standardQueued = period(2, STANDARD, '2027-02-09T00:00:00Z', '2027-05-09T00:00:00Z');

  it('is the period containing the instant, not the one ending last', () => {
    expect(inForceAt([basic, standardQueued], at('2026-11-29T00:00:00Z'))?.id).toBe(1);
    expect(inForceAt([basic, standardQueued], at('2027-02-09T00:00:00Z'))?.id).toBe(2);
    expect(inForceAt([basic, standardQueued], at('2027-05-09T00:00:00Z'))).toBeUndefined();
  });

  it('is the higher plan where periods overlap', () => {
    const premiumGrant = period(3, PREMIUM, '2026-11-20T00:00:00Z', '2026-12-20T00:00:00Z', { kind: 'granted', value: 0 });
    expect(inForceAt([basic, premiumGrant], at('2026-11-29T00:00:00Z'))?.id).toBe(3);
  });

  it('covers the client until the end of the chain of periods without a gap', () => {
    expect(coverEnd([basic, standardQueued], at('2026-11-29T00:00:00Z'))).toEqual(at('2027-05-09T00:00:00Z'));
    const afterGap = period(4, BASIC, '2027-06-01T00:00:00Z', '2027-07-01T00:00:00Z');
    expect(coverEnd([basic, afterGap], at('2026-11-29T00:00:00Z'))).toEqual(at('2027-02-09T00:00:00Z'));
    expect(coverEnd([standardQueued], at('2026-11-29T00:00:00Z'))).toBeUndefined();
  });
});

describe('unused value', () => {
  const month = period(1, BASIC, '2026-11-01T06:00:00Z', '2026-12-01T06:00:00Z', { value: 150_000 });

  it('counts the days not yet begun; the day in progress is used', () => {
    expect(unusedDays(month, at('2026-11-01T06:00:00Z'))).toBe(29);
    expect(unusedDays(month, at('2026-11-11T05:59:59Z'))).toBe(20);
    expect(unusedDays(month, at('2026-11-30T06:00:00Z'))).toBe(0);
  });

  it('is the price before VAT pro rata by days, to the paisa', () => {
    // 20 of 30 days of Rs 1,500: Rs 1,000.
    expect(unusedValue(month, at('2026-11-11T05:00:00Z'))).toBe(100_000);
    // 6 of 30 days of Rs 1,499.99: 29 999.8 paisa rounds to 30 000.
    expect(unusedValue({ ...month, value: 149_999 }, at('2026-11-24T07:00:00Z'))).toBe(30_000);
    expect(unusedValue({ ...month, kind: 'granted' }, at('2026-11-11T05:00:00Z'))).toBe(0);
  });
});

describe('placing a new period', () => {
  const now = at('2026-11-29T10:00:00Z');
  const basic = period(1, BASIC, '2026-11-09T00:00:00Z', '2027-02-09T00:00:00Z', { value: 450_000 });

  it('queues the same plan after the timeline ends', () => {
    const placed = placePeriod([basic], { rank: BASIC, kind: 'bought', value: 150_000, term: months(1) }, now);
    expect(placed).toEqual({ startsAt: basic.expiresAt, expiresAt: at('2027-03-09T00:00:00Z'), moved: [] });
  });

  it('queues a cheaper plan after the higher one in force', () => {
    const premium = period(1, PREMIUM, '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z');
    const placed = placePeriod([premium], { rank: BASIC, kind: 'bought', value: 150_000, term: months(3) }, now);
    expect(placed.startsAt).toEqual(premium.expiresAt);
    expect(placed.moved).toEqual([]);
  });

  it('starts a higher plan now, ends the replaced one now and moves the queue behind it', () => {
    const queued = period(2, BASIC, '2027-02-09T00:00:00Z', '2027-03-09T00:00:00Z', { value: 150_000 });
    const credit = upgradeCredit([basic, queued], STANDARD, now);
    // 9 Nov – 9 Feb is 92 days; 21 have begun by 29 Nov 10:00, 71 are unused: 450 000 × 71 / 92 = 347 282.6.
    expect(credit).toEqual({ amount: 347_283, fromId: 1 });
    const placed = placePeriod([basic, queued], { rank: STANDARD, kind: 'bought', value: 900_000, term: months(3), credit }, now);
    expect(placed.startsAt).toEqual(now);
    expect(placed.expiresAt).toEqual(at('2027-02-28T10:00:00Z'));
    expect(placed.moved).toEqual([
      { id: 1, startsAt: basic.startsAt, expiresAt: now },
      { id: 2, startsAt: at('2027-02-28T10:00:00Z'), expiresAt: at('2027-03-28T10:00:00Z') },
    ]);
  });

  it('gives nothing for the last day of the replaced period', () => {
    const lastDay = at('2027-02-08T12:00:00Z');
    expect(upgradeCredit([basic], PREMIUM, lastDay)).toEqual({ amount: 0, fromId: 1 });
  });

  it('credits nothing against a trial, and ends it', () => {
    const trial = period(1, 0, '2026-11-25T00:00:00Z', '2026-12-10T00:00:00Z', { kind: 'trial', value: 0 });
    expect(upgradeCredit([trial], BASIC, now)).toEqual({ amount: 0, fromId: null });
    const placed = placePeriod([trial], { rank: BASIC, kind: 'bought', value: 150_000, term: months(1) }, now);
    expect(placed.startsAt).toEqual(now);
    expect(placed.moved).toEqual([{ id: 1, startsAt: trial.startsAt, expiresAt: now }]);
  });

  it('starts at once after the subscription expired', () => {
    const old = period(1, PREMIUM, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z');
    expect(placePeriod([old], { rank: BASIC, kind: 'bought', value: 150_000, term: months(1) }, now)).toEqual({
      startsAt: now,
      expiresAt: at('2026-12-29T10:00:00Z'),
      moved: [],
    });
  });

  it('pauses what a higher grant overlaps, so no paid day is lost', () => {
    const queued = period(2, BASIC, '2027-02-09T00:00:00Z', '2027-03-09T00:00:00Z');
    const placed = placePeriod([basic, queued], { rank: PREMIUM, kind: 'granted', value: 0, term: { unit: 'day', count: 10 } }, now);
    expect(placed).toEqual({
      startsAt: now,
      expiresAt: new Date(now.getTime() + 10 * DAY),
      moved: [
        { id: 1, startsAt: basic.startsAt, expiresAt: at('2027-02-19T00:00:00Z') },
        { id: 2, startsAt: at('2027-02-19T00:00:00Z'), expiresAt: at('2027-03-19T00:00:00Z') },
      ],
    });
  });

  it('starts a future-dated grant at its date', () => {
    const from = at('2026-12-15T00:00:00Z');
    const placed = placePeriod([basic], { rank: PREMIUM, kind: 'granted', value: 0, term: months(1), from }, now);
    expect(placed.startsAt).toEqual(from);
    expect(placed.expiresAt).toEqual(at('2027-01-15T00:00:00Z'));
    expect(placed.moved).toEqual([{ id: 1, startsAt: basic.startsAt, expiresAt: at('2027-03-12T00:00:00Z') }]);
    expect(inForceAt([{ ...basic, expiresAt: at('2027-03-12T00:00:00Z') }], now)?.id).toBe(1);
  });

  it('queues a future-dated grant of a plan no higher than the one in force then', () => {
    const from = at('2026-12-15T00:00:00Z');
    const placed = placePeriod([basic], { rank: BASIC, kind: 'granted', value: 0, term: months(1), from }, now);
    expect(placed.startsAt).toEqual(basic.expiresAt);
  });

  it('turns a credit already spent by another payment into shorter time', () => {
    // Two checkouts priced against the same Basic: Standard replaced it first, so Premium's credit was spent.
    const credit = upgradeCredit([basic], PREMIUM, now);
    const standard = period(3, STANDARD, now.toISOString(), '2027-02-28T10:00:00Z', { value: 900_000 });
    const ended = { ...basic, expiresAt: now };
    const placed = placePeriod([ended, standard], { rank: PREMIUM, kind: 'bought', value: 500_000, term: months(1), credit }, now);
    const full = at('2026-12-29T10:00:00Z').getTime() - now.getTime();
    // Standard's own unused value (all 91 days) is owed instead of Basic's.
    const owed = unusedValue(standard, now) - credit.amount;
    expect(placed.expiresAt.getTime() - now.getTime()).toBe(Math.round(full + (full * owed) / 500_000));
    expect(placed.moved).toEqual([{ id: 3, startsAt: standard.startsAt, expiresAt: now }]);
  });
});
