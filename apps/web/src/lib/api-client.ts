import { ApiError } from './api-error.ts';
import { globalNoticeFor } from './global-notices.ts';
import { showNotice } from './notices.ts';
import { tokenStorage } from './token-storage.ts';

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /**
   * Forms show their own errors under the fields, so they turn the global red notice off.
   * Network failures and 5xx are still announced.
   */
  notify?: boolean;
};

const sessionEndedListeners = new Set<() => void>();

/** Called when the server refuses the stored token (expired, revoked): the app signs the user out. */
export function onSessionEnded(listener: () => void) {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/**
 * Every call to the portal API goes through here: bearer token, JSON, typed errors, global notices.
 * `path` comes from `apiRoutes` of @portal/shared, never a literal, so a renamed route fails the typecheck.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = portalHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${path}${queryString(options.query)}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw networkFailure();
  }

  if (response.ok) return (await response.json()) as T;
  throw await refusal(response.status, await response.json().catch(() => null), options.notify);
}

/** What every call to the portal carries: JSON answers, the XMLHttpRequest marker and the stored bearer token. */
export function portalHeaders(): Record<string, string> {
  const token = tokenStorage.get();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The network failed: announced always, a form cannot place it under a field. */
export function networkFailure(): ApiError {
  return announce(ApiError.network(), true);
}

/**
 * A refused call as an ApiError with the server's message and field errors. A 401 on a stored token
 * ends the session; the global notice is shown unless a form shows the errors itself (never for 5xx).
 */
export async function refusal(status: number, payload: unknown, notify: boolean | undefined): Promise<ApiError> {
  // The error envelope's schema (zod) loads with the first refusal, not with the app.
  const { readError } = await import('./read-error.ts');
  const error = new ApiError(status, ...readError(payload), payload);
  if (status === 401 && tokenStorage.get()) {
    tokenStorage.clear();
    for (const listener of sessionEndedListeners) listener();
  }
  return announce(error, notify !== false || status >= 500);
}

function announce(error: ApiError, notify: boolean) {
  if (notify) showNotice(globalNoticeFor(error), { variant: 'error' });
  return error;
}

function queryString(query: Query | undefined) {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
