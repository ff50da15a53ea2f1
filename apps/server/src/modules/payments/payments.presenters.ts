import { type Invoice, messages, type PaymentOutcome, type PaymentResult, type SubscriptionPlan, VAT_PERCENT } from '@portal/shared';
import type { subscriptionPlans } from '../../db/schema.ts';
import type { InvoiceRow } from './invoice.repository.ts';
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

/** The bill as the client prints it, every figure read from the stored payment; undefined for a payment without a bill number. */
export function presentInvoice(row: InvoiceRow, seller: Invoice['seller']): Invoice | undefined {
  const { payment, customer } = row;
  if (!payment.billNo) return undefined;
  return {
    sid: payment.id,
    bill_no: payment.billNo,
    client_transaction_channel: payment.channel,
    gateway_reference: payment.gatewayTransactionId,
    created_at: (payment.completedAt ?? payment.createdAt).toISOString(),
    subscription_name: payment.planName,
    subscription_name_ne: payment.planNameNe,
    subscription_duration: { unit: payment.durationUnit, count: payment.duration },
    start_date: row.startsAt.toISOString(),
    expire_date: row.expiresAt.toISOString(),
    no_of_screen: payment.noOfScreen,
    no_of_month: payment.noOfMonth,
    screen_amount: payment.screenAmount,
    month_amount: payment.monthAmount,
    subtotal: payment.screenAmount + payment.monthAmount,
    credit_amount: payment.creditAmount,
    vat_percent: VAT_PERCENT,
    vat_amount: payment.vatAmount,
    amount: payment.totalAmount,
    seller,
    bill_to: { full_name: customer.fullName, mobile_no: customer.mobileNo, email: customer.email, link: customer.link },
  };
}
