import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from './constants.ts';
import { booleanFlag, jsonParam, pagingQuery } from './content.schema.ts';
import { pagingMeta } from './envelopes.ts';
import { messages } from './messages.ts';
import { invoice, PAYMENT_CHANNELS } from './payments.schema.ts';
import { calendarDate } from './rules.ts';

/**
 * The finance console's payments: every checkout of every client, whatever became of it. Amounts are integer
 * paisa like every answer of the API (Rs 1 = 100); the screens and the CSV write rupees.
 */

/**
 * Where a checkout stands. `refunded`: the gateway reported the money returned (eSewa FULL_REFUND or
 * PARTIAL_REFUND, Khalti Refunded or Partially Refunded) when the portal checked it; `disputed`: the gateway
 * confirmed a different amount, settled by hand.
 */
export const PAYMENT_STATUSES = ['initiated', 'pending', 'ambiguous', 'completed', 'failed', 'refunded', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_SORT_FIELDS = ['created_at', 'amount'] as const;
export const PAYMENTS_PAGE_SIZE = 25;
/** The most rows one CSV export holds: a wider filter is refused before anything is sent. */
export const PAYMENTS_EXPORT_MAX_ROWS = 50_000;

/** The `filters` of the payments list: days are calendar days in Nepal time, both inclusive. */
export const paymentFilters = z
  .object({
    status: z.enum(PAYMENT_STATUSES).optional(),
    gateway: z.enum(PAYMENT_CHANNELS).optional(),
    date_from: z.optional(calendarDate),
    date_to: z.optional(calendarDate),
  })
  .refine((filters) => !filters.date_from || !filters.date_to || filters.date_from <= filters.date_to, {
    path: ['date_to'],
    message: messages.dateRangeOrder,
  });
export type PaymentFilters = z.infer<typeof paymentFilters>;

/** GET v1/payments/all: `query` searches the client's name and email, the bill number and the order id. */
export const paymentsQuery = pagingQuery({
  sortFields: PAYMENT_SORT_FIELDS,
  defaultSort: 'created_at',
  pageSize: PAYMENTS_PAGE_SIZE,
  filters: paymentFilters,
});
export type PaymentsQuery = z.infer<typeof paymentsQuery>;
export type PaymentsQueryInput = z.input<typeof paymentsQuery>;

/** GET v1/payments/export: the list's search, filters and order, without paging. */
export const paymentsExportQuery = z.object({
  sortBy: z.enum(PAYMENT_SORT_FIELDS).default('created_at'),
  descending: booleanFlag.default(true),
  query: z.string().trim().max(MAX_SEARCH_LENGTH, messages.maxLength(MAX_SEARCH_LENGTH)).default(''),
  filters: jsonParam(paymentFilters).prefault(''),
});
export type PaymentsExportQuery = z.infer<typeof paymentsExportQuery>;
export type PaymentsExportQueryInput = z.input<typeof paymentsExportQuery>;

/** One checkout. `amount` is what was sold before VAT (after any upgrade credit), `total_amount` what the client paid. */
export const paymentRow = z.object({
  id: z.number().int(),
  bill_no: z.string().nullable(),
  client: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }),
  plan_name: z.string(),
  plan_name_ne: z.string().nullable(),
  gateway: z.enum(PAYMENT_CHANNELS),
  status: z.enum(PAYMENT_STATUSES),
  /** The gateway's own word (COMPLETE, User canceled, FULL_REFUND…), null before it answered. */
  gateway_status: z.string().nullable(),
  /** eSewa transaction_uuid, Khalti purchase_order_id. */
  order_id: z.string(),
  /** eSewa ref_id, Khalti transaction_id. */
  gateway_reference: z.string().nullable(),
  no_of_screen: z.number().int(),
  no_of_month: z.number().int(),
  amount: z.number().int(),
  credit_amount: z.number().int(),
  vat_amount: z.number().int(),
  total_amount: z.number().int(),
  created_at: z.string(),
  /** When the gateway confirmed it; null for a checkout that was never paid. */
  paid_at: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

/** The sums of every checkout the filters select (not only the page shown). */
export const paymentTotals = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  vat_amount: z.number().int(),
  total_amount: z.number().int(),
});
export type PaymentTotals = z.infer<typeof paymentTotals>;

export const paymentsPage = z.object({
  data: z.array(paymentRow),
  meta: pagingMeta,
  totals: paymentTotals,
});
export type PaymentsPage = z.infer<typeof paymentsPage>;

/** GET v1/payments/{id}: the checkout, how often the portal asked the gateway, and the bill the client prints (null without one). */
export const paymentDetail = paymentRow.extend({
  /** Khalti pidx. */
  gateway_token: z.string().nullable(),
  checks: z.number().int(),
  is_trial: z.boolean(),
  updated_at: z.string(),
  invoice: invoice.nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;
