import { type GrantSubscriptionRequest, messages } from '@portal/shared';
import { ValidationError } from '../../../lib/errors.ts';
import { nepalDay, startOfNepalDay } from '../../../lib/nepal-dates.ts';
import { type ClientDetailDeps, clientOrMissing } from '../client-detail-deps.ts';

const GRANT_START_WITHIN_MS = 366 * 86_400_000;

/** The instant a grant dated `day` (a Nepal calendar day) starts: undefined for none or today (it starts now). */
function grantStart(day: string | undefined, now: Date): Date | undefined {
  if (!day || day === nepalDay(now)) return undefined;
  const start = startOfNepalDay(day);
  if (start < now) throw ValidationError.field('starts_on', messages.grantStartPast);
  if (start.getTime() - now.getTime() > GRANT_START_WITHIN_MS) throw ValidationError.field('starts_on', messages.grantStartTooLate);
  return start;
}

/**
 * Grants a plan by hand by the timeline rule: a higher plan than the one in force starts now (or on the chosen
 * day) and what it overlaps goes on after it; any other queues after the timeline's end. The client's cached
 * subscription is dropped, so its content access follows at once. Answers when it starts.
 */
export function grantSubscription(deps: Pick<ClientDetailDeps, 'repository' | 'plans' | 'subscriptions' | 'audit' | 'now'>) {
  return async (id: number, grant: GrantSubscriptionRequest, staffId: number): Promise<{ starts: 'now' | 'queued' | 'dated' }> => {
    await clientOrMissing(deps, id);
    if (!(await deps.plans.activePlan(grant.plan_id))) throw ValidationError.field('plan_id', messages.planUnavailable);
    const now = deps.now();
    const from = grantStart(grant.starts_on, now);
    const row = await deps.plans.grantByHand(
      {
        userId: id,
        planId: grant.plan_id,
        noOfScreen: grant.no_of_screen,
        noOfMonth: grant.duration_unit === 'month' ? grant.duration : 0,
        isTrial: false,
        duration: { unit: grant.duration_unit, count: grant.duration },
        value: 0,
        note: grant.note,
        grantedBy: staffId,
        from,
      },
      now,
      (tx, placed) =>
        deps.audit.record(tx, {
          action: 'client.grant',
          object: { type: 'client', id },
          houseId: id,
          after: {
            plan_id: grant.plan_id,
            screens: grant.no_of_screen,
            duration: `${grant.duration} ${grant.duration_unit}`,
            note: grant.note,
            starts_at: placed.startsAt,
          },
        }),
    );
    await deps.subscriptions.forget(id);
    if (row.startsAt.getTime() === now.getTime()) return { starts: 'now' };
    return { starts: from && row.startsAt.getTime() === from.getTime() ? 'dated' : 'queued' };
  };
}
