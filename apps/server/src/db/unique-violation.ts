const UNIQUE_VIOLATION = '23505';

/**
 * Whether a query failed on a unique index. The drivers put PostgreSQL's error code on the error;
 * Drizzle wraps it in its own query error and keeps the driver's as `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return failure?.code === UNIQUE_VIOLATION || failure?.cause?.code === UNIQUE_VIOLATION;
}
