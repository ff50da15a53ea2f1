import type { PaymentRow, PaymentTotals } from '@portal/shared';
import { type Cell, csvCell } from '../../lib/csv-writer.ts';
import { rupeesText } from '../payments/rupees.ts';
import type { PaymentWithClient } from './payments-admin.repository.ts';

/** How the finance console's payments leave the server: the list's JSON and the CSV's lines. */

export function presentPayment({ payment, client }: PaymentWithClient): PaymentRow {
  return {
    id: payment.id,
    bill_no: payment.billNo,
    client: { id: client.id, full_name: client.fullName, email: client.email },
    plan_name: payment.planName,
    plan_name_ne: payment.planNameNe,
    gateway: payment.channel,
    status: payment.status,
    gateway_status: payment.gatewayStatus,
    order_id: payment.orderId,
    gateway_reference: payment.gatewayTransactionId,
    no_of_screen: payment.noOfScreen,
    no_of_month: payment.noOfMonth,
    amount: payment.totalAmount - payment.vatAmount,
    credit_amount: payment.creditAmount,
    vat_amount: payment.vatAmount,
    total_amount: payment.totalAmount,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.completedAt?.toISOString() ?? null,
  };
}

export const presentTotals = (totals: { count: number; amount: number; vatAmount: number; totalAmount: number }): PaymentTotals => ({
  count: totals.count,
  amount: totals.amount,
  vat_amount: totals.vatAmount,
  total_amount: totals.totalAmount,
});

export const CSV_HEADINGS = [
  'ID',
  'Bill no',
  'Created (UTC)',
  'Paid (UTC)',
  'Client ID',
  'Client',
  'Client email',
  'Plan',
  'Screens',
  'Months',
  'Gateway',
  'Status',
  'Gateway status',
  'Order ID',
  'Gateway reference',
  'Amount (Rs)',
  'VAT (Rs)',
  'Total (Rs)',
];

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const csvRow = (row: PaymentRow): Cell[] => [
  row.id,
  row.bill_no,
  row.created_at,
  row.paid_at,
  row.client.id,
  row.client.full_name,
  row.client.email,
  row.plan_name,
  row.no_of_screen,
  row.no_of_month,
  row.gateway,
  row.status,
  row.gateway_status,
  row.order_id,
  row.gateway_reference,
  rupeesText(row.amount),
  rupeesText(row.vat_amount),
  rupeesText(row.total_amount),
];

/** The last line: how many payments the file holds and their sums, under the amount columns. */
export const csvTotalsRow = (totals: PaymentTotals): Cell[] => [
  'Total',
  `${totals.count} ${totals.count === 1 ? 'payment' : 'payments'}`,
  ...Array<Cell>(13).fill(null),
  rupeesText(totals.amount),
  rupeesText(totals.vat_amount),
  rupeesText(totals.total_amount),
];
