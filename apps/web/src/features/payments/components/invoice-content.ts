import type { Invoice } from '@portal/shared';
import type { TFunction } from 'i18next';
import { formatDayInBoth } from '../../../lib/dates.ts';
import { localText } from '../../../lib/local-text.ts';
import { formatNumber, formatRupees } from '../../../lib/numbers.ts';

export type InvoiceLine = { label: string; value: string; href?: string | undefined };
export type InvoiceParty = { heading: string; name: string; lines: InvoiceLine[] };

export const ITEM_COLUMNS = ['package', 'screens', 'months', 'duration', 'amount'] as const;
export type ItemColumn = (typeof ITEM_COLUMNS)[number];

/** An invoice in words, once: the screen and the printed receipt both show exactly this. */
export type InvoiceContent = {
  heading: string;
  facts: InvoiceLine[];
  from: InvoiceParty;
  billTo: InvoiceParty;
  caption: string;
  columns: Record<ItemColumn, string>;
  item: Record<ItemColumn, string>;
  /** Start and expiry, under the duration. */
  period: string;
  /** Subtotal, an upgrade's credit, VAT, and the total last. */
  totals: InvoiceLine[];
};

/** Only a web address becomes a link. */
const webAddress = (text: string) => (/^https?:\/\//i.test(text) ? text : undefined);

export function describeInvoice(invoice: Invoice, t: TFunction): InvoiceContent {
  const label = (key: string, options?: Record<string, unknown>) => t(`payments.invoice.${key}`, options);
  const { seller, bill_to: buyer, subscription_duration: duration } = invoice;
  return {
    heading: t('pages.invoice'),
    facts: [
      { label: label('channel'), value: t(`payments.methods.${invoice.client_transaction_channel}`) },
      { label: label('date'), value: formatDayInBoth(invoice.created_at) },
      { label: label('billNo'), value: invoice.bill_no },
      ...(invoice.gateway_reference ? [{ label: label('reference'), value: invoice.gateway_reference }] : []),
    ],
    from: {
      heading: label('from'),
      name: seller.name,
      lines: [
        { label: label('address'), value: seller.address },
        { label: label('phone'), value: seller.phone },
        { label: label('email'), value: seller.email },
        { label: label('pan'), value: seller.pan },
      ],
    },
    billTo: {
      heading: label('billTo'),
      name: buyer.full_name,
      lines: [
        { label: label('mobile'), value: buyer.mobile_no },
        { label: label('email'), value: buyer.email },
        ...(buyer.link ? [{ label: label('link'), value: buyer.link, href: webAddress(buyer.link) }] : []),
      ],
    },
    caption: label('items'),
    columns: Object.fromEntries(ITEM_COLUMNS.map((column) => [column, label(`columns.${column}`)])) as Record<ItemColumn, string>,
    item: {
      package: localText(invoice.subscription_name, invoice.subscription_name_ne),
      screens: formatNumber(invoice.no_of_screen),
      months: formatNumber(invoice.no_of_month),
      duration: label(duration.unit === 'month' ? 'months' : 'days', { count: duration.count }),
      amount: formatRupees(invoice.subtotal),
    },
    period: label('period', { start: formatDayInBoth(invoice.start_date), end: formatDayInBoth(invoice.expire_date) }),
    totals: [
      { label: label('subtotal'), value: formatRupees(invoice.subtotal) },
      ...(invoice.credit_amount > 0 ? [{ label: label('credit'), value: `− ${formatRupees(invoice.credit_amount)}` }] : []),
      { label: label('vat', { percent: invoice.vat_percent }), value: formatRupees(invoice.vat_amount) },
      { label: label('total'), value: formatRupees(invoice.amount) },
    ],
  };
}
