import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/u;
/** Distinct hosts warned about; past this a flood of made-up Host headers costs no memory and no log lines. */
const MAX_WARNED_HOSTS = 50;

/**
 * Warns once per host when people reach the portal at another address than PUBLIC_URL: a payment
 * returns, and mailed links lead, to PUBLIC_URL, where a session signed in elsewhere is not stored, so
 * such a client comes back from paying signed out. Loopback addresses (health checks, a developer's
 * own machine) are not warned about.
 */
export function registerPublicHostCheck(app: FastifyInstance, publicUrl: string) {
  const expected = new URL(publicUrl);
  const warned = new Set<string>();
  app.addHook('onRequest', (request, _reply, done) => {
    // Nearly every request names PUBLIC_URL's host exactly: answer it without parsing a URL.
    if (request.host !== expected.host && warned.size < MAX_WARNED_HOSTS) warnOnce(request);
    done();
  });

  function warnOnce(request: FastifyRequest) {
    const host = hostOf(request, expected.protocol);
    if (!host || host === expected.host || warned.has(host)) return;
    if (LOOPBACK.test(new URL(`${expected.protocol}//${host}`).hostname)) return;
    warned.add(host);
    request.log.warn(
      { host, publicHost: expected.host },
      `The portal was opened at ${host}, but PUBLIC_URL is ${expected.origin}: payment returns and mailed links go to ${expected.host}, where a session signed in at ${host} is not known. Set PUBLIC_URL to the address people use.`,
    );
  }
}

/** The request's host as a URL spells it (lower case, default port left out), or undefined when it is not one. */
function hostOf(request: FastifyRequest, protocol: string) {
  try {
    return new URL(`${protocol}//${request.host}`).host;
  } catch {
    return undefined;
  }
}
