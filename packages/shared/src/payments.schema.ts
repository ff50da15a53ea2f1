import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, SUBSCRIPTION_HISTORY_PAGE_SIZE, VAT_PERCENT } from './constants.ts';
import { pagingQuery } from './content.schema.ts';
import { paged } from './envelopes.ts';
import { messages } from './messages.ts';
import { positiveId } from './rules.ts';

/**
 * Subscription plans, checkout, the gateways' returns, invoices and the history (SPEC.md §2, §3, §4).
 * Every amount is integer paisa (Rs 1 = 100); only the screens format rupees.
 */

export const PAYMENT_METHODS = ['ESEWA', 'KHALTI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** CONTINUE: the free plan and the trial start without a gateway. */
export const PAYMENT_CHANNELS = [...PAYMENT_METHODS, 'CONTINUE'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** What the return address carries to the payment-status dialog (SPEC.md §4 Payment); `00pending00` is ours. */
export const PAYMENT_RESULTS = ['success', '00failure00', '00ambiguous00', '00payment_issue00', '00pending00'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

export const screenOption = z.object({ screen: z.number().int(), amount: z.number().int(), label: z.string() });
export type ScreenOption = z.infer<typeof screenOption>;
export const monthOption = z.object({ month: z.number().int(), amount: z.number().int() });
export type MonthOption = z.infer<typeof monthOption>;

/** A plan card (SPEC.md §3 Subscription plan); `trial_days` is set for the trial, measured in days. */
export const subscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null when the agency gave no Nepali name; the English one is shown then. */
  name_ne: z.string().nullable(),
  icon: z.string(),
  description: z.string(),
  description_ne: z.string().nullable(),
  monthly_amount: z.number().int(),
  is_trial: z.boolean(),
  trial_days: z.number().int().nullable(),
  content_types: z.array(z.string()),
  features: z.array(z.number().int()),
  screen_setup: z.object({ screen: z.array(screenOption) }),
  monthly_setup: z.object({ monthly: z.array(monthOption) }),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/**
 * GET client/subscription/plan, the generic paged list of SPEC.md §7 (model client/subscription/plan).
 * Plans come in the agency's order (`position`, ascending whatever `descending` says); by price,
 * `descending` applies.
 */
export const subscriptionPlanQuery = pagingQuery({
  sortFields: ['position', 'monthly_amount'] as const,
  defaultSort: 'position',
  pageSize: DEFAULT_PAGE_SIZE,
  filters: z.object({}),
});
export type SubscriptionPlanQuery = z.infer<typeof subscriptionPlanQuery>;

/** The page of plans, and whether the caller may still start the free trial: it is for a first subscription only. */
export const subscriptionPlanList = z.object({ ...paged(subscriptionPlan).shape, trial_available: z.boolean() });
export type SubscriptionPlanList = z.infer<typeof subscriptionPlanList>;

/** `subtotal` is the price before credit and VAT; `credit_amount` comes off it, and VAT is on what is left. */
export type PlanPrice = {
  screen_amount: number;
  month_amount: number;
  subtotal: number;
  credit_amount: number;
  vat_amount: number;
  total_amount: number;
};

/** VAT of a subtotal in paisa, rounded half up to the paisa. */
const vatOf = (subtotal: number) => Math.round((subtotal * VAT_PERCENT) / 100);

/**
 * SPEC.md §9: total = screen cost + month cost − the credit of an upgrade + 13 % VAT on the rest. Undefined when the
 * plan offers no such screen or month.
 */
export function priceOf(
  plan: Pick<SubscriptionPlan, 'screen_setup' | 'monthly_setup'>,
  screen: number,
  month: number,
  credit = 0,
): PlanPrice | undefined {
  const screenChoice = plan.screen_setup.screen.find((option) => option.screen === screen);
  const monthChoice = plan.monthly_setup.monthly.find((option) => option.month === month);
  if (!screenChoice || !monthChoice) return undefined;
  const subtotal = screenChoice.amount + monthChoice.amount;
  const net = subtotal - credit;
  const vat = vatOf(net);
  return {
    screen_amount: screenChoice.amount,
    month_amount: monthChoice.amount,
    subtotal,
    credit_amount: credit,
    vat_amount: vat,
    total_amount: net + vat,
  };
}

const choice = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** The checkout dialog's form; the free plan and the trial skip it. */
export const checkoutForm = z.object({
  screen: choice(messages.screenRequired),
  month: choice(messages.monthRequired),
  method: z.enum(PAYMENT_METHODS, { error: messages.methodRequired }),
});
export type CheckoutForm = z.infer<typeof checkoutForm>;

/**
 * POST client/subscription/savePlan: "the plan with screen, month, method". Only the plan's id is read
 * from the plan; the method may be left out for the free plan and the trial.
 */
export const savePlanRequest = z.object({
  id: positiveId,
  screen: choice(messages.screenRequired).optional(),
  month: choice(messages.monthRequired).optional(),
  method: z.enum(PAYMENT_METHODS, { error: messages.methodRequired }).optional(),
});
export type SavePlanRequest = z.input<typeof savePlanRequest>;

/** GET client/subscription/quote: what the checkout's choice would cost and grant now. */
export const checkoutQuoteQuery = z.object({
  id: positiveId,
  screen: choice(messages.screenRequired),
  month: choice(messages.monthRequired),
});
export type CheckoutQuoteQuery = z.input<typeof checkoutQuoteQuery>;

/** The unused part of the plan an upgrade replaces: its days not yet begun and their value, taken off before VAT. */
export const upgradeCredit = z.object({
  plan_name: z.string(),
  plan_name_ne: z.string().nullable(),
  days: z.number().int(),
  amount: z.number().int(),
});
export type UpgradeCredit = z.infer<typeof upgradeCredit>;

/** The period a payment made now would grant, and its price; `starts` says whether it starts now or queues after the plan in force. */
export const checkoutQuote = z.object({
  starts: z.enum(['now', 'queued']),
  start_date: z.string(),
  expire_date: z.string(),
  credit: upgradeCredit.nullable(),
  subtotal: z.number().int(),
  vat_amount: z.number().int(),
  total_amount: z.number().int(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

/** The eSewa v2 form the browser posts (PROTOCOLS.md): every field already signed by the server. */
export const esewaForm = z.object({ action: z.string(), fields: z.record(z.string(), z.string()) });
export type EsewaForm = z.infer<typeof esewaForm>;

export const savePlanResult = z.object({
  channel: z.enum(PAYMENT_CHANNELS),
  total_amount: z.number().int(),
  /** The order id the gateway knows (eSewa transaction_uuid, Khalti purchase_order_id). */
  pid: z.string(),
  name: z.string(),
  /** The transaction's id: the invoice and the status dialog read it. */
  sid: z.number().int(),
  form: esewaForm.optional(),
  payment_url: z.string().optional(),
});
export type SavePlanResult = z.infer<typeof savePlanResult>;
export const savePlanResponse = z.object({ code: z.literal(200), message: z.string(), data: savePlanResult });

/** POST verify-khalti: what Khalti put in the return address; only `pidx` is believed, and only after a lookup. */
export const verifyKhaltiRequest = z.object({
  pidx: z.string().trim().min(1, messages.requiredField('pidx')).max(64),
  purchase_order_id: z.string().max(64).optional(),
});
export type VerifyKhaltiRequest = z.infer<typeof verifyKhaltiRequest>;

export const paymentOutcome = z.object({
  status: z.enum(PAYMENT_RESULTS),
  message: z.string(),
  /** The gateway's own word for a payment that did not go through (Khalti `User canceled`, `Expired`…). */
  detail: z.string().optional(),
  data: z.object({ sid: z.number().int() }),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

export const DURATION_UNITS = ['month', 'day'] as const;

const party = z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string(), pan: z.string() });

/** Invoice (PaymentSuccess): every figure read from the stored transaction. */
export const invoice = z.object({
  sid: z.number().int(),
  bill_no: z.string(),
  client_transaction_channel: z.enum(PAYMENT_CHANNELS),
  gateway_reference: z.string().nullable(),
  created_at: z.string(),
  subscription_name: z.string(),
  subscription_name_ne: z.string().nullable(),
  subscription_duration: z.object({ unit: z.enum(DURATION_UNITS), count: z.number().int() }),
  start_date: z.string(),
  expire_date: z.string(),
  no_of_screen: z.number().int(),
  no_of_month: z.number().int(),
  screen_amount: z.number().int(),
  month_amount: z.number().int(),
  subtotal: z.number().int(),
  /** The unused value of the plan this one replaced, taken off the subtotal before VAT (0 when none). */
  credit_amount: z.number().int(),
  vat_percent: z.number(),
  vat_amount: z.number().int(),
  amount: z.number().int(),
  seller: party,
  bill_to: z.object({ full_name: z.string(), mobile_no: z.string(), email: z.string(), link: z.string().nullable() }),
});
export type Invoice = z.infer<typeof invoice>;

/** One row of Transactions History (SPEC.md §3 Subscription history row). */
export const subscriptionHistoryRow = z.object({
  id: z.number().int(),
  subscription: z.object({ name: z.string(), name_ne: z.string().nullable(), created_at: z.string() }),
  is_trial: z.boolean(),
  no_of_screen: z.number().int(),
  no_of_month: z.number().int(),
  start_date: z.string(),
  expire_date: z.string(),
  /** Null for a subscription the agency granted by hand. */
  client_transaction: z
    .object({
      sid: z.number().int(),
      channel: z.enum(PAYMENT_CHANNELS),
      amount: z.number().int(),
      /** The upgrade credit taken off before VAT (0 when none). */
      credit_amount: z.number().int(),
      created_at: z.string(),
      pid: z.string(),
    })
    .nullable(),
});
export type SubscriptionHistoryRow = z.infer<typeof subscriptionHistoryRow>;

export const subscriptionHistoryQuery = pagingQuery({
  sortFields: ['created_at'] as const,
  defaultSort: 'created_at',
  pageSize: SUBSCRIPTION_HISTORY_PAGE_SIZE,
  filters: z.object({}),
});
export type SubscriptionHistoryQuery = z.infer<typeof subscriptionHistoryQuery>;
export type SubscriptionHistoryQueryInput = z.input<typeof subscriptionHistoryQuery>;

export const transactionParams = z.object({ sid: positiveId });

/** Where eSewa sends the browser back: the order names the payment, the outcome what eSewa says of it. */
export const esewaReturnParams = z.object({ orderId: z.string().max(64), outcome: z.enum(['success', 'failure']) });
export const esewaReturnQuery = z.object({ data: z.string().max(4096).optional() });
