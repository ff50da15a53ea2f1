import { useCallback, useMemo } from 'react';
import { useAddressState } from './use-address-state.ts';

/** A positive whole number from the address; anything else is ignored. */
export const positiveIntParam = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** `search` with `keys` replaced by those of `entries` that have a value; other keys (an open dialog) stay. */
export function withAddressEntries(
  search: URLSearchParams,
  keys: readonly string[],
  entries: readonly [key: string, value: string | number | undefined][],
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of keys) next.delete(key);
  for (const [key, value] of entries) if (value !== undefined) next.set(key, String(value));
  return next;
}

/**
 * A paged staff list's state in the address, read and written by the list's own functions: a filter change starts
 * again at page 1 and replaces the entry, a page change is a new history entry, and clearing keeps nothing but page 1.
 */
export function usePagedAddress<Params extends { page: number; query: string }>(
  read: (search: URLSearchParams) => Params,
  write: (search: URLSearchParams, params: Params) => URLSearchParams,
) {
  const [search, setSearch] = useAddressState();
  const params = useMemo(() => read(search), [read, search]);
  const update = useCallback(
    (change: Partial<Params>) =>
      setSearch((current) => write(current, { ...read(current), page: 1, ...change }), { replace: !('page' in change) }),
    [read, write, setSearch],
  );
  const clear = useCallback(() => setSearch((current) => write(current, { page: 1, query: '' } as Params)), [write, setSearch]);
  return { params, update, clear };
}
