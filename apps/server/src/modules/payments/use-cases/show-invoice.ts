import { type Invoice, VAT_PERCENT } from '@portal/shared';
import { NotFoundError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

/** The bill of one of the client's completed payments; a payment without a bill number has none. */
export function showInvoice(deps: Pick<PaymentsDeps, 'invoices' | 'config'>) {
  return async (caller: Authenticated, sid: number): Promise<Invoice> => {
    const row = await deps.invoices.ownInvoice(caller.user.houseId, sid);
    if (!row?.payment.billNo) throw new NotFoundError();
    const { payment, customer } = row;
    return {
      sid: payment.id,
      bill_no: payment.billNo as string,
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
      seller: deps.config.seller,
      bill_to: { full_name: customer.fullName, mobile_no: customer.mobileNo, email: customer.email, link: customer.link },
    };
  };
}
