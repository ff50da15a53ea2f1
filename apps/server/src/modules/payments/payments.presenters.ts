import { messages, type PaymentOutcome, type PaymentResult, type SubscriptionPlan } from '@portal/shared';
import type { subscriptionPlans } from '../../db/schema.ts';
import { resultOf } from './payment-verdict.ts';
import type { Payment } from './payments.repository.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

const OUTCOME_MESSAGES: Record<PaymentResult, string> = {
  success: messages.paymentSucceeded,
  '00failure00': messages.paymentFailed,
  '00ambiguous00': messages.paymentAmbiguous,
  '00payment_issue00': messages.paymentIssue,
  '00pending00': messages.paymentPending,
};

export function presentPlan(plan: PlanRow): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    name_ne: plan.nameNe,
    icon: plan.icon,
    description: plan.description,
    description_ne: plan.descriptionNe,
    monthly_amount: plan.monthlyAmount,
    is_trial: plan.isTrial,
    trial_days: plan.trialDays,
    content_types: plan.contentTypes,
    features: plan.features,
    screen_setup: { screen: plan.screenOptions },
    monthly_setup: { monthly: plan.monthOptions },
  };
}

/** Where a payment stands, as the Khalti return and the pending dialog tell the client. */
export function outcomeOf(payment: Pick<Payment, 'id' | 'status' | 'gatewayStatus'>): PaymentOutcome {
  const status = resultOf(payment.status);
  return {
    status,
    message: OUTCOME_MESSAGES[status],
    ...(status !== 'success' && payment.gatewayStatus ? { detail: payment.gatewayStatus } : {}),
    data: { sid: payment.id },
  };
}
