import { type AuditFilters, endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { networkFailure, refusal } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { portalHeaders, portalUrl } from '../../../lib/portal-request.ts';

/** What the console asks of the trail: the filters (as the address keeps them) and the page. */
export type AuditQuery = AuditFilters & { page: number; per_page: number };

const auditKeys = { all: ['audit'] as const, page: (query: AuditQuery) => ['audit', query] as const };

/** A page of the audit trail, newest first; the page shown stays while the next loads. */
export const useAuditEvents = (query: AuditQuery) =>
  useQuery({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => call(endpoints.audit.list, { query, signal }),
    placeholderData: keepPreviousData,
    // The trail grows by itself: read afresh when the screen opens.
    staleTime: 0,
  });

/** Saves the filtered trail as CSV: the call needs the bearer token, so the file is fetched here and then saved. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  let response: Response;
  try {
    response = await fetch(portalUrl(endpoints.audit.export.path, filters), { headers: portalHeaders() });
  } catch {
    throw networkFailure();
  }
  if (!response.ok) throw await refusal(response.status, await response.json().catch(() => null), true);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv';
  saveBlob(await response.blob(), name);
}
