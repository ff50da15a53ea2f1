import type { FastifyRequest } from 'fastify';

// Link tokens ride in the path (verification, create password) or the query (the create-password
// page's `user`, signed links' `signature`); a log line must not hand them to whoever reads the logs.
const TOKEN_IN_PATH = /(\/(?:verify-email\/[^/?#]*|is_verified_link|changePassword)\/)[^/?#]+/g;
const TOKEN_IN_QUERY = /([?&](?:user|signature)=)[^&#]*/g;
const REDACTED = '$1[Redacted]';

/** The URL as the log keeps it: tokens blanked out, everything else as sent. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, REDACTED).replace(TOKEN_IN_QUERY, REDACTED);
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
