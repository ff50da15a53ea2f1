import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

// Link tokens ride in the path (verification, create password, RSS and Atom addresses, alert unsubscribe
// links) or the query (the create-password page's `user`, signed links' `signature`); a log line must not
// hand them to whoever reads the logs.
const TOKEN_IN_PATH = /(\/(?:verify-email\/[^/?#]*|is_verified_link|changePassword|feed\/rss|unsubscribe)\/)[^/?#]+/g;
const TOKEN_IN_QUERY = /([?&](?:user|signature)=)[^&#]*/g;
const REDACTED = '[Redacted]';

const SECRET_HEADERS = ['authorization', 'cookie', 'token'];
/**
 * pino's redaction paths: request headers that carry a session or a key, wherever a line holds the
 * headers (@fastify/multipart writes them at trace level as `busboyOptions.headers`).
 */
export const LOG_REDACTIONS = ['req.headers', 'busboyOptions.headers'].flatMap((at) => SECRET_HEADERS.map((header) => `${at}.${header}`));

/** The URL as the log keeps it: tokens blanked out, everything else as sent. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A PostgreSQL error's code (its SQLSTATE), as pg and PGlite give it. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** How many causes deep a failed query is looked for. */
const CAUSES_READ = 8;

/** The "params: …" text of each failed query in the error or its causes, as Drizzle wrote it into their messages. */
function queryValuesOf(error: unknown): string[] {
  const found: string[] = [];
  for (let cause = error, depth = 0; cause instanceof Error && depth < CAUSES_READ; cause = cause.cause, depth += 1) {
    if (cause instanceof DrizzleQueryError) found.push(`params: ${cause.params}`);
  }
  return found;
}

/**
 * pino's error serializer without the values a failed query was sent: Drizzle writes them into its
 * message and stack ("params: …"), and they may be a mail holding a first password or a token's hash;
 * PostgreSQL's `detail` repeats a row's or a duplicate key's values (another error's `detail` stays).
 * The query itself (placeholders only) stays.
 */
export function serializeError(error: Error) {
  const serialized = stdSerializers.err(error);
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  for (const values of queryValuesOf(error)) {
    serialized.message = serialized.message.replaceAll(values, `params: ${REDACTED}`);
    serialized.stack = serialized.stack.replaceAll(values, `params: ${REDACTED}`);
  }
  delete serialized.params;
  if (SQLSTATE.test(String(serialized.code)) && serialized.detail !== undefined) serialized.detail = REDACTED;
  return serialized;
}
