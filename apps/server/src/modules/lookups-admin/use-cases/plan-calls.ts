import { FEATURE_AGENDA, FEATURE_SOCIAL_AUTOMATION, messages, type PlanFields, type PlanRow } from '@portal/shared';
import type { subscriptionPlans } from '../../../db/schema.ts';
import { lookupCalls } from '../lookup-calls.ts';
import type { LookupsAdminDeps } from '../lookups-admin-deps.ts';

const presentPlan = (row: typeof subscriptionPlans.$inferSelect): PlanRow => ({
  id: row.id,
  name: row.name,
  name_ne: row.nameNe,
  icon: row.icon,
  description: row.description,
  description_ne: row.descriptionNe,
  monthly_amount: row.monthlyAmount,
  content_types: row.contentTypes,
  social_automation: row.features.includes(FEATURE_SOCIAL_AUTOMATION),
  agenda: row.features.includes(FEATURE_AGENDA),
  is_trial: row.isTrial,
  trial_days: row.trialDays,
  screen_options: row.screenOptions,
  month_options: row.monthOptions,
  position: row.position,
  active: row.active,
});

const paisa = (rupees: number) => Math.round(rupees * 100);

/** A plan's columns from the form; the card's "a month" price is the cheapest month rate of the table. */
function planValues(fields: PlanFields) {
  const monthOptions = fields.month_options.map((option) => ({ month: option.month, amount: paisa(option.amount) }));
  return {
    name: fields.name,
    nameNe: fields.name_ne || null,
    icon: fields.icon,
    description: fields.description ?? '',
    descriptionNe: fields.description_ne || null,
    monthlyAmount: Math.min(...monthOptions.map((option) => Math.round(option.amount / option.month))),
    contentTypes: fields.content_types,
    features: [...(fields.social_automation ? [FEATURE_SOCIAL_AUTOMATION] : []), ...(fields.agenda ? [FEATURE_AGENDA] : [])],
    isTrial: fields.is_trial,
    trialDays: fields.is_trial ? (fields.trial_days ?? null) : null,
    screenOptions: fields.screen_options.map((option) => ({ screen: option.screen, amount: paisa(option.amount), label: option.label })),
    monthOptions,
    position: fields.position,
    active: fields.active,
  };
}

/** The subscription plans on sale, priced in rupees on the form and stored in paisa. */
export function planCalls(deps: Pick<LookupsAdminDeps, 'repository' | 'db' | 'audit'>) {
  return lookupCalls({
    rows: deps.repository.plans,
    audited: { db: deps.db, audit: deps.audit, objectType: 'subscription_plan' },
    present: presentPlan,
    values: planValues,
    inUse: { first: deps.repository.planInUse, message: messages.planInUse },
  });
}
