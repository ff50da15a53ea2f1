import { route } from '../api-contract.ts';
import { auditFilters, auditListQuery, auditListResponse, houseSecurityQuery, houseSecurityResponse } from '../audit.schema.ts';

/** The audit trail: the console's search and CSV export (administrators), and a house's security events (its owner). */
export const auditContract = {
  list: route({
    method: 'GET',
    path: '/api/v1/audit',
    access: 'staff:admin',
    query: auditListQuery,
    response: auditListResponse,
    summary: 'Audit events, newest first, filtered by person, action, object and time',
  }),
  /** A CSV file, not JSON: the web fetches it and saves it. */
  export: route({
    method: 'GET',
    path: '/api/v1/audit/export',
    access: 'staff:admin',
    query: auditFilters,
    summary: 'The filtered audit events as CSV',
    description:
      'Streamed CSV, UTF-8 with a byte order mark, newest first; a cell that a spreadsheet would read as a formula (= + - @) starts with an apostrophe. The export is itself audited.',
  }),
  houseEvents: route({
    method: 'GET',
    path: '/api/client/team/security-events',
    access: 'owner',
    query: houseSecurityQuery,
    response: houseSecurityResponse,
    summary: 'The media house’s security events: sign-ins, failed sign-ins, factors, keys, roles',
  }),
};
