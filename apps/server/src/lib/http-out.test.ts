import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpOut, type HttpOutOptions, isRefusedAddress, isRefusedUrl, OutboundError, type Resolver } from './http-out.ts';

const TOKEN = 'site-token-never-logged';
const hits: string[] = [];
const logged: unknown[] = [];
let server: http.Server;
let port: number;

/** A logger that keeps what it is handed, so the tests can read the lines. */
const log = {
  warn: (...args: unknown[]) => logged.push(args),
  info: () => {},
  error: (...args: unknown[]) => logged.push(args),
} as unknown as FastifyBaseLogger;

const httpOut = (options: Partial<HttpOutOptions> = {}) => createHttpOut({ allowLoopback: false, log, ...options });

/** The reason an outbound call failed, or 'answered' when it did not. */
async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof OutboundError ? error.reason : `unexpected: ${String(error)}`),
  );
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(`${request.headers.host} ${request.url}`);
    if (request.url === '/ok') return response.end(JSON.stringify({ data: [{ id: 1 }], token: request.headers.token }));
    if (request.url === '/redirect') return response.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end();
    if (request.url === '/big') return response.end('x'.repeat(5000));
    if (request.url === '/stream') {
      response.write('x'.repeat(600));
      return response.end('x'.repeat(600));
    }
    if (request.url === '/not-json') return response.end('<html>');
    if (request.url === '/slow') return; // never answers
    response.writeHead(404).end();
  });
  // Dual stack: 127.0.0.1 and ::1 both reach it, so "no hit" shows a refusal happened before any connection.
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits.length = 0;
  logged.length = 0;
});

describe('outbound calls with loopback allowed (tests and local trials)', () => {
  const out = httpOut({ allowLoopback: true });

  it('answers status, body and JSON, sending the given headers', async () => {
    const response = await out.send({ method: 'GET', url: `http://127.0.0.1:${port}/ok`, headers: { Token: TOKEN } });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ data: [{ id: 1 }], token: TOKEN });
    expect(response.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses a redirect without following it', async () => {
    expect(await failure(out.send({ method: 'GET', url: `http://127.0.0.1:${port}/redirect` }))).toBe('redirect');
    expect(hits).toEqual([`127.0.0.1:${port} /redirect`]);
  });

  it('gives up at the deadline', async () => {
    const started = Date.now();
    expect(
      await failure(httpOut({ allowLoopback: true, timeoutMs: 200 }).send({ method: 'GET', url: `http://127.0.0.1:${port}/slow` })),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never waits longer than 10 s, whatever it is told', () => {
    expect(createHttpOut({ allowLoopback: true, timeoutMs: 60_000, log }).timeoutMs).toBe(10_000);
  });

  it('caps the answer, declared or streamed', async () => {
    const capped = httpOut({ allowLoopback: true, maxBodyBytes: 1000 });
    expect(await failure(capped.send({ method: 'GET', url: `http://127.0.0.1:${port}/big` }))).toBe('too_large');
    expect(await failure(capped.send({ method: 'GET', url: `http://127.0.0.1:${port}/stream` }))).toBe('too_large');
  });

  it('tells a body that is not JSON apart', async () => {
    const response = await out.send({ method: 'GET', url: `http://127.0.0.1:${port}/not-json` });
    expect(() => response.json()).toThrow(OutboundError);
  });

  it('still refuses 0.0.0.0 and private addresses: only loopback is let through', async () => {
    expect(await failure(out.send({ method: 'GET', url: `http://0.0.0.0:${port}/ok` }))).toBe('address');
    expect(await failure(out.send({ method: 'GET', url: 'http://10.0.0.1/ok' }))).toBe('address');
    expect(hits).toEqual([]);
  });
});

describe('outbound calls with the test setting off (SSRF)', () => {
  const out = httpOut();

  it.each([
    ['IPv4 loopback', () => `http://127.0.0.1:${port}/ok`],
    ['IPv6 loopback', () => `http://[::1]:${port}/ok`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/ok`],
    ['a decimal spelling of loopback', () => `http://2130706433:${port}/ok`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['"localhost"', () => `http://localhost:${port}/ok`],
  ])('refuses %s before connecting', async (_name, url) => {
    expect(await failure(out.send({ method: 'GET', url: url() }))).toBe('address');
    expect(hits).toEqual([]);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/file', 'gopher://example.com/', 'not a url'])(
    'refuses %s by its scheme',
    async (url) => {
      expect(await failure(out.send({ method: 'GET', url }))).toBe('scheme');
    },
  );

  it('checks the address a name resolves to when it connects', async () => {
    const names: Record<string, string> = { 'intranet.example': '10.20.30.40', 'mapped.example': '::ffff:192.168.1.1' };
    const resolve: Resolver = async (hostname) => [
      { address: names[hostname] ?? '203.0.113.9', family: names[hostname]?.includes(':') ? 6 : 4 },
    ];
    const resolving = httpOut({ resolve });
    expect(await failure(resolving.send({ method: 'GET', url: `http://intranet.example:${port}/ok` }))).toBe('address');
    expect(await failure(resolving.send({ method: 'GET', url: `http://mapped.example:${port}/ok` }))).toBe('address');
    expect(hits).toEqual([]);
  });

  it('asks the resolver again on every call, so a name rebound to a private address is refused', async () => {
    const answers = ['127.0.0.1', '10.0.0.7'];
    let asked = 0;
    const resolve: Resolver = async () => [{ address: answers[Math.min(asked++, answers.length - 1)] as string, family: 4 }];
    const rebinding = httpOut({ allowLoopback: true, resolve });
    const first = await rebinding.send({ method: 'GET', url: `http://rebind.example:${port}/ok` });
    expect(first.status).toBe(200);
    expect(await failure(rebinding.send({ method: 'GET', url: `http://rebind.example:${port}/ok` }))).toBe('address');
    expect(hits).toEqual([`rebind.example:${port} /ok`]);
  });

  it('refuses a name when any of its addresses is refused', async () => {
    const resolve: Resolver = async () => [
      { address: '203.0.113.9', family: 4 },
      { address: 'fd00::1', family: 6 },
    ];
    expect(await failure(httpOut({ resolve }).send({ method: 'GET', url: 'http://mixed.example/' }))).toBe('address');
  });

  it('logs the refusal with the address but without headers or query', async () => {
    await failure(
      out.send({ method: 'POST', url: `http://127.0.0.1:${port}/store?api_key=${TOKEN}`, headers: { Token: TOKEN }, json: { a: 1 } }),
    );
    expect(logged).toHaveLength(1);
    const line = JSON.stringify(logged);
    expect(line).toContain(`http://127.0.0.1:${port}/store`);
    expect(line).not.toContain(TOKEN);
  });
});

describe('address rules', () => {
  it.each([
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.0.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['127.0.0.1', true],
    ['::1', true],
    ['::', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:a9fe:a9fe', true],
    ['8.8.8.8', false],
    ['2001:4860:4860::8888', false],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::10.0.0.1', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::808:808', false],
    ['2002:a00:1::1', true],
    ['2002:c0a8:101:0:0:0:0:1', true],
    ['2002:7f00:1::', true],
    ['2002:808:808::1', false],
  ])('%s refused: %s', (address, expected) => {
    expect(isRefusedAddress(address, false)).toBe(expected);
  });

  it('lets loopback through only when allowed', () => {
    expect(isRefusedAddress('127.0.0.1', true)).toBe(false);
    expect(isRefusedAddress('::1', true)).toBe(false);
    expect(isRefusedAddress('::ffff:127.0.0.1', true)).toBe(false);
    expect(isRefusedAddress('2002:7f00:1::', true)).toBe(false);
    expect(isRefusedAddress('10.0.0.1', true)).toBe(true);
  });

  it('judges saved URLs by their literal host', () => {
    expect(isRefusedUrl('https://news.example.com/api', false)).toBe(false);
    expect(isRefusedUrl('http://127.0.0.1:8080/api', false)).toBe(true);
    expect(isRefusedUrl('http://127.0.0.1:8080/api', true)).toBe(false);
    expect(isRefusedUrl('http://localhost/api', false)).toBe(true);
    expect(isRefusedUrl('http://[::1]/api', false)).toBe(true);
    expect(isRefusedUrl('http://192.168.1.10/api', true)).toBe(true);
    expect(isRefusedUrl('ftp://news.example.com/', false)).toBe(true);
  });
});
