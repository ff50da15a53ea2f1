import type { LookupAddress, LookupOptions } from 'node:dns';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The one way the portal calls an address someone else chose (client sites now; payment gateways and
 * the social service later), following SECURITY.md "Outbound calls": http/https only; every address a
 * name resolves to is checked when the connection is made (so a name cannot resolve to a public address
 * when saved and to a private one when called); no redirects; a deadline; a capped answer.
 */

export const MAX_OUTBOUND_TIMEOUT_MS = 10_000;
export const MAX_OUTBOUND_BODY_BYTES = 1_048_576;

export type ResolvedAddress = { address: string; family: number };
/** Turns a host name into the addresses a connection may use; injectable so tests can point names anywhere. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundFailure = 'scheme' | 'address' | 'redirect' | 'timeout' | 'too_large' | 'network' | 'bad_response';

export class OutboundError extends Error {
  readonly reason: OutboundFailure;

  constructor(reason: OutboundFailure, message: string) {
    super(message);
    this.name = 'OutboundError';
    this.reason = reason;
  }
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Never reachable, whatever the settings. IPv4-mapped IPv6 forms (::ffff:10.0.0.1) match the IPv4 rules. */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified and IPv4-compatible forms
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** IPv6 prefixes that carry an IPv4 address inside, which is where such a connection really goes. */
const nat64 = new BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');
const sixToFour = new BlockList();
sixToFour.addSubnet('2002::', 16, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, with `::` expanded and a trailing dotted quad split. */
function ipv6Groups(address: string): number[] {
  const text = address.split('%')[0] ?? '';
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  const hex = quad
    ? `${text.slice(0, quad.index)}${((Number(quad[1]) << 8) | Number(quad[2])).toString(16)}:${((Number(quad[3]) << 8) | Number(quad[4])).toString(16)}`
    : text;
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16));
}

const ipv4From = (high = 0, low = 0) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The IPv4 address a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address leads to, if it is one. */
function embeddedIPv4(address: string): string | undefined {
  if (nat64.check(address, 'ipv6')) {
    const groups = ipv6Groups(address);
    return ipv4From(groups[6], groups[7]);
  }
  if (sixToFour.check(address, 'ipv6')) {
    const groups = ipv6Groups(address);
    return ipv4From(groups[1], groups[2]);
  }
  return undefined;
}

/** True when a connection to this IP address must not be made. */
export function isRefusedAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(address, type)) return !allowLoopback;
  if (refused.check(address, type)) return true;
  const inner = family === 6 ? embeddedIPv4(address) : undefined;
  return inner !== undefined && isRefusedAddress(inner, allowLoopback);
}

/** The URL if it is http(s); the host without IPv6 brackets. */
function parseTarget(rawUrl: string): { url: URL; host: string } {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new OutboundError('scheme', 'not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('scheme', `${url.protocol} is not http or https`);
  return { url, host: url.hostname.replace(/^\[|\]$/g, '') };
}

function isLocalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * For checks when an address is saved: true when the URL is not http(s) or names a refused address
 * literally (an IP, or "localhost"). Names are not resolved here; the check at connect time is the guard.
 */
export function isRefusedUrl(rawUrl: string, allowLoopback: boolean): boolean {
  try {
    const { host } = parseTarget(rawUrl);
    if (isIP(host)) return isRefusedAddress(host, allowLoopback);
    return isLocalName(host) && !allowLoopback;
  } catch {
    return true;
  }
}

/** The operating system's answer for a name: every address, as it lists them. */
export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export type OutboundRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as the body as it is (a signed body must be the bytes that were signed); `json` is then ignored. */
  body?: string;
  /** The request's logger, so a failure is logged with the request id. */
  log?: FastifyBaseLogger;
};

export type OutboundResponse = {
  status: number;
  body: Buffer;
  durationMs: number;
  /** The body parsed as JSON; an OutboundError ('bad_response') when it is not JSON. */
  json(): unknown;
};

export type HttpOutOptions = {
  /** config.outboundAllowLoopback: lets tests and local trials reach 127.0.0.0/8 and ::1, nothing else. */
  allowLoopback: boolean;
  /** Deadline of a whole call (connect, answer, body); at most 10 s. */
  timeoutMs?: number;
  maxBodyBytes?: number;
  resolve?: Resolver;
  log: FastifyBaseLogger;
  /** Hears how each call ended (metrics): `ok` (2xx), `http_error` (another status) or the failure's reason. */
  onOutcome?: (outcome: 'ok' | 'http_error' | OutboundFailure) => void;
};

export function createHttpOut(options: HttpOutOptions) {
  const timeoutMs = Math.min(options.timeoutMs ?? MAX_OUTBOUND_TIMEOUT_MS, MAX_OUTBOUND_TIMEOUT_MS);
  const maxBodyBytes = options.maxBodyBytes ?? MAX_OUTBOUND_BODY_BYTES;
  const resolve = options.resolve ?? systemResolver;

  /** Called by the socket itself for every connection it makes, so the address checked is the address used. */
  function guardedLookup(
    hostname: string,
    lookupOptions: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) {
    resolve(hostname).then(
      (found) => {
        const addresses = lookupOptions.family ? found.filter((entry) => entry.family === lookupOptions.family) : found;
        const first = addresses[0];
        if (!first) return callback(new OutboundError('network', `${hostname} has no address`), '');
        // One refused address refuses the name: the socket may try any of them.
        if (addresses.some((entry) => isRefusedAddress(entry.address, options.allowLoopback))) {
          return callback(new OutboundError('address', `${hostname} resolves to an address the portal does not call`), '');
        }
        if (lookupOptions.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  }

  function exchange(url: URL, request: OutboundRequest): Promise<{ status: number; body: Buffer }> {
    const json = request.json === undefined ? undefined : JSON.stringify(request.json);
    const text = request.body ?? json;
    const body = text === undefined ? undefined : Buffer.from(text);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'news-agency-portal',
      ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
      ...request.headers,
    };
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((settle, fail) => {
      // Once we cut a call short, our reason wins over the socket's own "aborted" or "reset".
      let cutShort: OutboundError | undefined;
      const failWith = (error: Error) => fail(cutShort ?? error);
      const outgoing = transport.request(url, { method: request.method, headers, lookup: guardedLookup, agent: false }, (incoming) => {
        const declared = Number(incoming.headers['content-length'] ?? 0);
        if (declared > maxBodyBytes) return cut(new OutboundError('too_large', `answer of ${declared} bytes is over the cap`));
        const chunks: Buffer[] = [];
        let received = 0;
        incoming.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBodyBytes) cut(new OutboundError('too_large', `answer over ${maxBodyBytes} bytes`));
          else chunks.push(chunk);
        });
        incoming.on('end', () => settle({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks) }));
        incoming.on('error', failWith);
        incoming.on('aborted', () => failWith(new OutboundError('network', 'the answer was cut off')));
      });
      function cut(reason: OutboundError) {
        cutShort ??= reason;
        outgoing.destroy(reason);
        failWith(reason);
      }
      const deadline = setTimeout(() => cut(new OutboundError('timeout', `no complete answer within ${timeoutMs} ms`)), timeoutMs);
      outgoing.on('error', failWith);
      outgoing.on('close', () => clearTimeout(deadline));
      outgoing.end(body);
    });
  }

  return {
    timeoutMs,
    /**
     * Makes one call. Any status is answered except 3xx (redirects are refused, not followed); a refused
     * scheme or address, a timeout, an oversized answer or a network failure throws an OutboundError,
     * logged with the address (never headers or query, which may carry tokens).
     */
    async send(request: OutboundRequest): Promise<OutboundResponse> {
      const started = performance.now();
      let where = 'an unreadable URL';
      try {
        const { url, host } = parseTarget(request.url);
        where = `${url.origin}${url.pathname}`;
        if (isIP(host) && isRefusedAddress(host, options.allowLoopback)) {
          throw new OutboundError('address', `${host} is an address the portal does not call`);
        }
        const answer = await exchange(url, request);
        if (answer.status >= 300 && answer.status < 400) {
          throw new OutboundError('redirect', `answered ${answer.status}; redirects are not followed`);
        }
        options.onOutcome?.(answer.status < 300 ? 'ok' : 'http_error');
        return {
          ...answer,
          durationMs: Math.round(performance.now() - started),
          json() {
            try {
              return JSON.parse(answer.body.toString('utf8')) as unknown;
            } catch {
              throw new OutboundError('bad_response', 'the answer is not JSON');
            }
          },
        };
      } catch (error) {
        const failure = asOutboundError(error);
        options.onOutcome?.(failure.reason);
        (request.log ?? options.log).warn(
          { url: where, method: request.method, reason: failure.reason, cause: failure.message },
          'outbound call failed',
        );
        throw failure;
      }
    },
  };
}
export type HttpOut = ReturnType<typeof createHttpOut>;

function asOutboundError(error: unknown): OutboundError {
  if (error instanceof OutboundError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const text = code === 'ECONNREFUSED' ? 'connection refused' : code === 'ENOTFOUND' ? 'host not found' : (code ?? 'network failure');
  return new OutboundError('network', text);
}
