/** Socket errors of a database server that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** PostgreSQL states of a server going away or not taking connections: class 08, shutdowns, too many connections. */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;
/** What pg's pool and client and PGlite say when there is no connection to use; they carry no code. */
const NO_CONNECTION =
  /^(timeout exceeded when trying to connect|Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Cannot use a pool after calling end on the pool|PGlite is clos(ed|ing))$/;

function isConnectionFailure(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return NETWORK_CODES.has(code) || SERVER_STATES.test(code) || (typeof error.message === 'string' && NO_CONNECTION.test(error.message));
}

/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`, a refused connection
 * to several addresses is an AggregateError) says the database cannot be reached, not that a query failed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isConnectionFailure(candidate)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
