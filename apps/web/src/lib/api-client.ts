import { type ErrorResponse, errorResponse, messages } from '@portal/shared';
import { enqueueSnackbar } from 'notistack';
import { ApiError } from './api-error.ts';
import { globalNoticeFor } from './global-notices.ts';
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

/** Every call to the portal API goes through here: bearer token, JSON, typed errors, global notices. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = tokenStorage.get();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`/api/${path}${queryString(options.query)}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw announce(ApiError.network(), true);
  }

  if (response.ok) return (await response.json()) as T;

  const error = new ApiError(response.status, ...(await readError(response)));
  if (response.status === 401 && token) {
    tokenStorage.clear();
    for (const listener of sessionEndedListeners) listener();
  }
  throw announce(error, options.notify !== false || response.status >= 500);
}

function announce(error: ApiError, notify: boolean) {
  if (notify) enqueueSnackbar(globalNoticeFor(error), { variant: 'error' });
  return error;
}

async function readError(response: Response): Promise<[string, ErrorResponse['errors']]> {
  const parsed = errorResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return [messages.somethingWrong, {}];
  return [parsed.data.message, parsed.data.errors ?? {}];
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
