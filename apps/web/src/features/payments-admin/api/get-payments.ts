import { endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { networkFailure, refusal } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { portalHeaders, portalUrl } from '../../../lib/portal-request.ts';
import { type PaymentsParams, toPaymentsQuery, toPaymentsSelection } from '../components/payments-params.ts';
import { paymentsAdminKeys } from './payments-admin-keys.ts';

/** One page of every client's payments with the totals of the filtered list (GET v1/payments/all). */
export const useStaffPayments = (params: PaymentsParams) =>
  useQuery({
    queryKey: paymentsAdminKeys.list(params),
    queryFn: ({ signal }) => call(endpoints.paymentsAdmin.list, { signal, query: toPaymentsQuery(params) }),
    placeholderData: keepPreviousData,
    // Payments settle by themselves (the gateways' re-checks): read afresh when the screen opens.
    staleTime: 0,
  });

/** One payment with its bill; the page says itself when it is missing. */
export const useStaffPayment = (id: number) =>
  useQuery({
    queryKey: paymentsAdminKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.paymentsAdmin.detail, { params: { id }, signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });

/** Saves the filtered payments as CSV: the call needs the bearer token, so the file is fetched here and then saved. */
export async function downloadPaymentsCsv(params: PaymentsParams): Promise<void> {
  let response: Response;
  try {
    response = await fetch(portalUrl(endpoints.paymentsAdmin.export.path, toPaymentsSelection(params)), { headers: portalHeaders() });
  } catch {
    throw networkFailure();
  }
  if (!response.ok) throw await refusal(response.status, await response.json().catch(() => null), true);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'payments.csv';
  saveBlob(await response.blob(), name);
}
