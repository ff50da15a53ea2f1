import type { AuditEvent, HouseSecurityAction, HouseSecurityEvent } from '@portal/shared';
import { type Cell, csvCell } from '../../lib/csv-writer.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { AuditRow } from './audit-events.repository.ts';

/** How audit rows leave the server: the console's JSON, a house's security events, and the CSV export's lines. */
export const iso = (at: Date) => at.toISOString();

export function present(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: iso(row.at),
    actor: { id: row.actorId, email: row.actorEmail, name: row.actorName, role: row.actorRole },
    house_id: row.houseId,
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    user_agent: row.userAgent,
    request_id: row.requestId,
  };
}

export function presentForHouse(row: AuditRow): HouseSecurityEvent {
  const device = row.userAgent ? describeUserAgent(row.userAgent) : undefined;
  return {
    id: row.id,
    at: iso(row.at),
    action: row.action as HouseSecurityAction,
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    object_type: row.objectType,
    object_id: row.objectId,
    ip: row.ip,
    device: device ? `${device.browser} · ${device.system}` : null,
  };
}

export const meta = (total: number, page: number, perPage: number) => ({
  total,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total_relation: 'exact' as const,
});

export const CSV_HEADINGS = [
  'ID',
  'Time (UTC)',
  'Actor ID',
  'Actor email',
  'Actor role',
  'House ID',
  'Action',
  'Object type',
  'Object ID',
  'Before',
  'After',
  'IP',
  'User agent',
  'Request ID',
];
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;
export const csvRow = (row: AuditRow): Cell[] => [
  row.id,
  iso(row.at),
  row.actorId,
  row.actorEmail,
  row.actorRole,
  row.houseId,
  row.action,
  row.objectType,
  row.objectId,
  json(row.before),
  json(row.after),
  row.ip,
  row.userAgent,
  row.requestId,
];
