import { Readable } from 'node:stream';
import {
  PAYMENTS_EXPORT_MAX_ROWS,
  type PaymentDetail,
  type PaymentsExportQuery,
  type PaymentsQuery,
  type PaymentTotals,
} from '@portal/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { nepalDay } from '../../lib/nepal-dates.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { InvoiceRepository } from '../payments/invoice.repository.ts';
import { presentInvoice } from '../payments/payments.presenters.ts';
import { CSV_HEADINGS, csvLine, csvRow, csvTotalsRow, presentPayment, presentTotals } from './payments-admin.presenters.ts';
import type { PaymentsAdminRepository } from './payments-admin.repository.ts';

export type PaymentsAdminDeps = {
  db: Database;
  repository: PaymentsAdminRepository;
  invoices: Pick<InvoiceRepository, 'anyInvoice'>;
  audit: Audit;
  seller: Config['seller'];
  now: () => Date;
};

/** The finance console's payments: every client's checkouts with their totals, one with its bill, and the audited CSV. */
export function createPaymentsAdminService({ db, repository, invoices, audit, seller, now }: PaymentsAdminDeps) {
  return {
    async list(query: PaymentsQuery) {
      const [rows, totals] = await Promise.all([
        repository.page(query, { limit: query.rowsPerPage, offset: (query.page - 1) * query.rowsPerPage }),
        repository.totals(query),
      ]);
      return {
        data: rows.map(presentPayment),
        meta: {
          total: totals.count,
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(totals.count / query.rowsPerPage)),
          total_relation: 'exact' as const,
        },
        totals: presentTotals(totals),
      };
    },

    async detail(id: number): Promise<PaymentDetail> {
      const [row, billed] = await Promise.all([repository.byId(id), invoices.anyInvoice(id)]);
      if (!row) throw new NotFoundError();
      return {
        ...presentPayment(row),
        gateway_token: row.payment.gatewayToken,
        checks: row.payment.checks,
        is_trial: row.payment.isTrial,
        updated_at: row.payment.updatedAt.toISOString(),
        invoice: (billed && presentInvoice(billed, seller)) ?? null,
      };
    },

    /**
     * The selected payments as a CSV stream in the list's order, amounts in rupees, the totals of the rows written
     * on the last line. Client data leaves the portal: the export is an audit row, written before anything is sent.
     */
    async exportCsv(query: PaymentsExportQuery): Promise<{ name: string; stream: Readable }> {
      const { count } = await repository.totals(query);
      if (count > PAYMENTS_EXPORT_MAX_ROWS) {
        throw ValidationError.field(
          'filters',
          `The export would hold ${count} payments; narrow the filters to ${PAYMENTS_EXPORT_MAX_ROWS} or fewer.`,
        );
      }
      await audit.record(db, {
        action: 'payment.export',
        object: { type: 'payments', id: null },
        after: { query: query.query, filters: query.filters, sort: query.sortBy, descending: query.descending, rows: count },
      });
      async function* lines() {
        yield `\uFEFF${csvLine(CSV_HEADINGS)}`;
        const totals: PaymentTotals = { count: 0, amount: 0, vat_amount: 0, total_amount: 0 };
        for await (const batch of repository.batches(query)) {
          const rows = batch.map(presentPayment);
          for (const row of rows) {
            totals.count += 1;
            totals.amount += row.amount;
            totals.vat_amount += row.vat_amount;
            totals.total_amount += row.total_amount;
          }
          yield rows.map((row) => csvLine(csvRow(row))).join('');
        }
        yield csvLine(csvTotalsRow(totals));
      }
      return { name: `payments-${nepalDay(now())}.csv`, stream: Readable.from(lines()) };
    },
  };
}
export type PaymentsAdminService = ReturnType<typeof createPaymentsAdminService>;
