import { tokenStorage } from './token-storage.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

/** What every call to the portal carries: JSON answers, the XMLHttpRequest marker and the stored bearer token. */
export function portalHeaders(): Record<string, string> {
  const token = tokenStorage.get();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** `path` with `query` as its search string; empty values are left out. */
export function portalUrl(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
