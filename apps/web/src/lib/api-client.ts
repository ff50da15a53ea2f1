import { takeEarlyAnswer } from '../early/early-answers.ts';
import { ApiError } from './api-error.ts';
import { globalNoticeFor } from './global-notices.ts';
import { showNotice } from './notices.ts';
import { portalHeaders, portalUrl, type Query } from './portal-request.ts';
import { isEnrolmentRefusal, requestStepUp, stepUpMethodsOf } from './step-up.ts';
import { tokenStorage } from './token-storage.ts';

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
  /** Set on the one retry after a step-up, so a second refusal is not asked again. */
  steppedUp?: boolean;
};

const sessionEndedListeners = new Set<() => void>();
const enrolmentListeners = new Set<() => void>();

/** Called when the server asks the person to set up a second factor before anything else: the app opens /security. */
export function onSecondFactorPending(listener: () => void) {
  enrolmentListeners.add(listener);
  return () => {
    enrolmentListeners.delete(listener);
  };
}

/** Called when the server refuses the stored token (expired, revoked): the app signs the user out. */
export function onSessionEnded(listener: () => void) {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/**
 * Every call to the portal API goes through here: bearer token, JSON, typed errors, global notices.
 * `path` comes from a contract's endpoint (lib/api-call.ts), never a literal, so a renamed route fails the typecheck.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = portalHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = portalUrl(path, options.query);
  const method = options.method ?? (body ? 'POST' : 'GET');
  let response: Response;
  try {
    response = await ((method === 'GET' && takeEarlyAnswer(url)) ||
      fetch(url, { method, headers, body: body ?? null, signal: options.signal ?? null }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw networkFailure();
  }

  if (response.ok) return (await response.json()) as T;
  const payload = await response.json().catch(() => null);
  // A sensitive action without a fresh second factor: the person confirms it is them, and the call is sent once more.
  const stepUp = response.status === 403 && !options.steppedUp ? stepUpMethodsOf(payload) : undefined;
  if (stepUp && (await requestStepUp(stepUp))) return api<T>(path, { ...options, steppedUp: true });
  if (response.status === 403 && isEnrolmentRefusal(payload)) for (const listener of enrolmentListeners) listener();
  throw await refusal(response.status, payload, options.notify);
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

/**
 * A state of the server or the network (down, failing, too many requests) fails every call of a screen at once:
 * its notice shows once while it is up. A refusal of what the user just did is told each time.
 */
const failsEveryCall = (error: ApiError) => error.status === 0 || error.status === 429 || error.status >= 500;

function announce(error: ApiError, notify: boolean) {
  if (notify) showNotice(globalNoticeFor(error), { variant: 'error', preventDuplicate: failsEveryCall(error) });
  return error;
}
