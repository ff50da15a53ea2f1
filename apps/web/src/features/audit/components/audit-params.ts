import { AUDIT_ACTIONS, type AuditAction, type AuditFilters } from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { useAddressState } from '../../../lib/use-address-state.ts';

/** The trail's filters as the address keeps them, so a reload or a shared link shows the same rows. */
export type AuditParams = {
  page: number;
  person: string;
  action?: AuditAction | undefined;
  objectType: string;
  objectId: string;
  /** Calendar days (YYYY-MM-DD) in the reader's own time. */
  from: string;
  to: string;
};

export const AUDIT_PAGE_SIZE = 50;
const KEYS = ['page', 'person', 'action', 'type', 'object', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const day = (text: string | null) => (text && DAY.test(text) ? text : '');

/** Anything malformed in the address is ignored rather than sent to the server. */
export function readAuditParams(search: URLSearchParams): AuditParams {
  return {
    page: positiveInt(search.get('page')) ?? 1,
    person: search.get('person') ?? '',
    action: AUDIT_ACTIONS.find((action) => action === search.get('action')),
    objectType: search.get('type') ?? '',
    objectId: search.get('object') ?? '',
    from: day(search.get('from')),
    to: day(search.get('to')),
  };
}

export function writeAuditParams(search: URLSearchParams, params: AuditParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of KEYS) next.delete(key);
  const entries: [string, string | number | undefined][] = [
    ['person', params.person.trim() || undefined],
    ['action', params.action],
    ['type', params.objectType.trim() || undefined],
    ['object', params.objectId.trim() || undefined],
    ['from', params.from || undefined],
    ['to', params.to || undefined],
    ['page', params.page > 1 ? params.page : undefined],
  ];
  for (const [key, value] of entries) if (value !== undefined) next.set(key, String(value));
  return next;
}

export const hasAuditFilters = (params: AuditParams) =>
  Boolean(params.person.trim() || params.action || params.objectType.trim() || params.objectId.trim() || params.from || params.to);

/** The start of a day, or the start of the day after it (`to` takes the whole day), in the reader's time, as an instant. */
const dayStart = (text: string, next = false) => {
  const [year, month, date] = text.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + (next ? 1 : 0)).toISOString();
};

/** The filters as the server takes them. */
export function toAuditFilters(params: AuditParams): AuditFilters {
  return {
    ...(params.person.trim() ? { actor_email: params.person.trim() } : {}),
    ...(params.action ? { action: params.action } : {}),
    ...(params.objectType.trim() ? { object_type: params.objectType.trim() } : {}),
    ...(params.objectId.trim() ? { object_id: params.objectId.trim() } : {}),
    ...(params.from ? { from: dayStart(params.from) } : {}),
    ...(params.to ? { to: dayStart(params.to, true) } : {}),
  };
}

/** The trail's state in the address; a filter change starts again at page 1 and only a page change is a new history entry. */
export function useAuditParams() {
  const [search, setSearch] = useAddressState();
  const params = useMemo(() => readAuditParams(search), [search]);
  const update = useCallback(
    (change: Partial<AuditParams>) =>
      setSearch((current) => writeAuditParams(current, { ...readAuditParams(current), page: 1, ...change }), {
        replace: !('page' in change),
      }),
    [setSearch],
  );
  const clear = useCallback(
    () => setSearch((current) => writeAuditParams(current, { page: 1, person: '', objectType: '', objectId: '', from: '', to: '' })),
    [setSearch],
  );
  return { params, update, clear };
}
