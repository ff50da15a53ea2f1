/**
 * The subscription timeline: the one rule of which plan is in force when, and where a new period goes.
 * Pure functions over a client's periods; the repository applies what they answer under the client's lock,
 * and `IN_FORCE_ORDER` (subscription.repository.ts) is the same rule in SQL.
 */
import { endOfTerm, type Term } from './calendar-months.ts';

const DAY_MS = 86_400_000;

/**
 * One period of a client's timeline. `rank` is its plan's monthly price: the higher plan wins an overlap.
 * `kind`: bought with a payment (its `value` is the price before VAT, the base of an upgrade's credit), a trial, or
 * granted by hand by staff.
 */
export type Period = {
  id: number;
  rank: number;
  kind: 'bought' | 'trial' | 'granted';
  value: number;
  startsAt: Date;
  expiresAt: Date;
};

type Placed = Pick<Period, 'id' | 'rank' | 'startsAt' | 'expiresAt'>;

const contains = (period: Placed, at: Date) => period.startsAt <= at && period.expiresAt > at;

/** Overlapping periods: the higher plan first, then the one running longer. */
const inForceFirst = (a: Placed, b: Placed) => b.rank - a.rank || b.expiresAt.getTime() - a.expiresAt.getTime() || b.id - a.id;

/** The period in force at `at`: the one containing it; where periods overlap, the higher plan. */
export function inForceAt<P extends Placed>(periods: readonly P[], at: Date): P | undefined {
  return periods.filter((period) => contains(period, at)).sort(inForceFirst)[0];
}

/** When the client's cover that runs at `at` ends: the end of the chain of periods that follow each other without a gap. */
export function coverEnd(periods: readonly Placed[], at: Date): Date | undefined {
  if (!periods.some((period) => contains(period, at))) return undefined;
  let end = at;
  for (const period of [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    if (period.startsAt <= end && period.expiresAt > end) end = period.expiresAt;
  }
  return end;
}

/** A period's length in days, whole (calendar months give 28 to 31 days each). */
const daysOf = (period: Pick<Period, 'startsAt' | 'expiresAt'>) =>
  Math.round((period.expiresAt.getTime() - period.startsAt.getTime()) / DAY_MS);

/** The days of a period not yet begun at `at`: the day in progress counts as used. */
export function unusedDays(period: Pick<Period, 'startsAt' | 'expiresAt'>, at: Date): number {
  const total = daysOf(period);
  if (at < period.startsAt) return total;
  const begun = Math.floor((at.getTime() - period.startsAt.getTime()) / DAY_MS) + 1;
  return Math.max(0, total - begun);
}

/** The unused value of a bought period at `at`, pro rata by days, in paisa (half a paisa rounds up). */
export function unusedValue(period: Period, at: Date): number {
  const total = daysOf(period);
  if (period.kind !== 'bought' || total === 0) return 0;
  return Math.floor((2 * period.value * unusedDays(period, at) + total) / (2 * total));
}

/** What a new period would replace at `now`: the periods in force, when its plan is higher than theirs. */
function replacedBy(periods: readonly Period[], rank: number, now: Date): { upgrade: boolean; replaced: Period[] } {
  const inForce = inForceAt(periods, now);
  if (inForce && rank <= inForce.rank) return { upgrade: false, replaced: [] };
  return { upgrade: true, replaced: periods.filter((period) => contains(period, now) && period.kind !== 'granted') };
}

/** What buying a plan of `rank` at `now` is credited: the unused value of the bought period it replaces. */
export function upgradeCredit(periods: readonly Period[], rank: number, now: Date): { amount: number; fromId: number | null } {
  const { replaced } = replacedBy(periods, rank, now);
  const bought = replaced.find((period) => period.kind === 'bought');
  return bought ? { amount: unusedValue(bought, now), fromId: bought.id } : { amount: 0, fromId: null };
}

export type NewPeriod = {
  rank: number;
  kind: Period['kind'];
  /** The price before VAT and before any credit; 0 for a trial or a grant. */
  value: number;
  term: Term;
  /** A grant dated later starts then; anything else starts now. */
  from?: Date;
  /** The credit the payment was priced with, and the period it was taken from (payments only). */
  credit?: { amount: number; fromId: number | null };
};

export type Placement = {
  startsAt: Date;
  expiresAt: Date;
  /** New times of periods already on the timeline. */
  moved: { id: number; startsAt: Date; expiresAt: Date }[];
};

/**
 * Where a new period goes:
 * - a plan no higher than the one in force at its start queues after the end of the timeline;
 * - a higher plan starts at once (a grant dated later, at its date). A bought plan replaces the bought period
 *   and the trial in force, which end now (their unused value was credited at checkout); a period granted by hand
 *   pauses instead and goes on after it, and so do the periods queued behind.
 * A payment whose credit no longer matches what it replaces (another payment replaced that period first, or the
 * day changed) is given the difference as time: its length grows or shrinks by the value owed, at its own price.
 */
export function placePeriod(periods: readonly Period[], entry: NewPeriod, now: Date): Placement {
  const live = periods.filter((period) => period.expiresAt > now);
  const start = entry.from && entry.from > now ? entry.from : now;
  const inForce = inForceAt(live, start);
  const applied = entry.credit?.amount ?? 0;

  if (inForce && entry.rank <= inForce.rank) {
    const startsAt = new Date(Math.max(start.getTime(), ...live.map((period) => period.expiresAt.getTime())));
    return { startsAt, expiresAt: withCreditOwed(startsAt, entry, -applied), moved: [] };
  }

  const ending = start.getTime() === now.getTime() && entry.kind === 'bought' ? replacedBy(live, entry.rank, now).replaced : [];
  const owed = ending.length === 0 ? -applied : creditOwed(ending, entry.credit, now);
  const expiresAt = withCreditOwed(start, entry, owed);
  const length = expiresAt.getTime() - start.getTime();
  const moved: Placement['moved'] = [];
  const later: Period[] = [];
  for (const period of live) {
    if (ending.includes(period)) moved.push({ id: period.id, startsAt: period.startsAt, expiresAt: start });
    else if (period.startsAt < start)
      moved.push({ id: period.id, startsAt: period.startsAt, expiresAt: new Date(period.expiresAt.getTime() + length) });
    else later.push(period);
  }
  const resumeAt = Math.max(expiresAt.getTime(), ...moved.map((move) => move.expiresAt.getTime()));
  const shift = Math.max(0, resumeAt - Math.min(...later.map((period) => period.startsAt.getTime())));
  for (const period of shift > 0 ? later : []) {
    moved.push({
      id: period.id,
      startsAt: new Date(period.startsAt.getTime() + shift),
      expiresAt: new Date(period.expiresAt.getTime() + shift),
    });
  }
  return { startsAt: start, expiresAt, moved };
}

/** What the client is owed beyond the credit it was priced with: none when the credited period is the one replaced. */
function creditOwed(ending: Period[], credit: NewPeriod['credit'], now: Date): number {
  const bought = ending.filter((period) => period.kind === 'bought');
  if (credit && bought.length === 1 && bought[0]?.id === credit.fromId) return 0;
  const actual = bought.reduce((sum, period) => sum + unusedValue(period, now), 0);
  return actual - (credit?.amount ?? 0);
}

/** The end of a period of `entry`'s term from `start`, longer or shorter by `owed` paisa at its own price per day. */
function withCreditOwed(start: Date, entry: NewPeriod, owed: number): Date {
  const end = endOfTerm(start, entry.term);
  if (owed === 0 || entry.value === 0) return end;
  const length = end.getTime() - start.getTime();
  const adjusted = Math.max(0, Math.round(length + (length * owed) / entry.value));
  return new Date(start.getTime() + adjusted);
}
