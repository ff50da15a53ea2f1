/**
 * The paths the server renders itself: the API (its docs and the gateways' return addresses among
 * it), media files, and the built-in simulators. Every other page path is the web app's, which the
 * server and the service worker both answer with index.html; a route outside these fails the
 * server's tests.
 */
/** The OpenAPI reference of the portal API, which the Feed API page links to. */
export const API_DOCS_PATH = '/api/docs';

export const SERVER_PATH_PREFIXES = ['/api/', '/media/', '/sim/', '/push_binary/'] as const;
/** Superdesk's HTTP push, at the root as Newshub has it (the server's modules/ingest), and Prometheus's scrape. */
export const SERVER_EXACT_PATHS = ['/push', '/push_binary', '/metrics'] as const;

export const isServerPath = (pathname: string) =>
  (SERVER_EXACT_PATHS as readonly string[]).includes(pathname) || SERVER_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
