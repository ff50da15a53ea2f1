import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { single } from '../envelopes.ts';
import { paymentDetail, paymentsExportQuery, paymentsPage, paymentsQuery } from '../payments-admin.schema.ts';

/** Every client's payments for the finance staff (and administrators): the list with its totals, one payment with its bill, the CSV. */
export const paymentsAdminContract = {
  list: route({
    method: 'GET',
    path: '/api/v1/payments/all',
    access: 'staff:finance',
    query: paymentsQuery,
    response: paymentsPage,
    summary: 'Every checkout of every client, filtered by status, gateway, days and client, with the totals of the filtered list',
  }),
  /** A CSV file, not JSON: the web fetches it and saves it. */
  export: route({
    method: 'GET',
    path: '/api/v1/payments/export',
    access: 'staff:finance',
    query: paymentsExportQuery,
    summary: 'The filtered payments as CSV, with their totals',
    description:
      'Streamed CSV, UTF-8 with a byte order mark, in the order of the list; amounts in rupees; the last line holds the totals. A cell that a spreadsheet would read as a formula (= + - @) starts with an apostrophe. The export is audited (payment.export).',
  }),
  detail: route({
    method: 'GET',
    path: '/api/v1/payments/:id',
    access: 'staff:finance',
    params: idParams,
    response: single(paymentDetail),
    summary: 'One checkout with the bill the client prints',
  }),
};
