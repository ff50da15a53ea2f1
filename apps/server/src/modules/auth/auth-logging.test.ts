import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../test/content-factories.ts';
import { buildClient, PASSWORD } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      raw.push(line);
      lines.push(JSON.parse(line));
    }
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' }, logStream: stream });
});
afterAll(() => t.close());

describe('security logging', () => {
  it('writes one line per request, not the two Fastify writes of its own', async () => {
    await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'one-line' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((line) => line.reqId === 'one-line')).toHaveLength(1);
  });

  it('logs the address the trusted proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const forwarded = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' };
    await t.app.inject({ url: '/api/health', remoteAddress: '127.0.0.1', headers: { ...forwarded, 'x-request-id': 'via-proxy' } });
    await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.7', headers: { ...forwarded, 'x-request-id': 'direct' } });
    await new Promise((resolve) => setImmediate(resolve));
    const addressOf = (id: string) =>
      (lines.find((line) => line.reqId === id)?.req as { remoteAddress?: string } | undefined)?.remoteAddress;
    expect(addressOf('via-proxy')).toBe('203.0.113.9');
    expect(addressOf('direct')).toBe('198.51.100.7');
  });

  it('logs a failed login with its request id, and never the password or the token', async () => {
    const client = await buildClient(t.db, { email: 'logged@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/login',
      headers: { 'x-request-id': 'probe-1' },
      payload: { email: client.email, password: 'guess#4242' },
    });
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: client.email, password: PASSWORD } });
    const token = ok.json().data.access_token as string;
    await t.app.inject({ url: '/api/auth/v2/profile', headers: { authorization: `Bearer ${token}` } });

    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'probe-1', msg: 'login failed', known: true }));
    const everything = raw.join('\n');
    expect(everything).not.toContain('guess#4242');
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(token);
  });

  it('logs the URLs of link routes and pages without their tokens', async () => {
    const token = 'link-token-4b1d9c0e7f2a';
    await t.app.inject({ url: `/api/auth/v2/verify-email/5/${token}/1790000000` });
    await t.app.inject({ method: 'POST', url: `/api/auth/v2/is_verified_link/${token}` });
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/v2/changePassword/${token}`,
      payload: { password: 'himal#2026', confirm_password: 'himal#2026' },
    });
    await t.app.inject({ url: `/create-password?user=${token}` });
    await t.app.inject({ url: `/verify-email/5/${token}/1790000000` });

    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/api/auth/v2/verify-email/5/[Redacted]/1790000000');
    expect(urls).toContain('/api/auth/v2/changePassword/[Redacted]');
    expect(urls).toContain('/create-password?user=[Redacted]');
    expect(raw.join('\n')).not.toContain(token);
  });

  it('logs a payment verification with its request id, and never the gateway keys', async () => {
    const { headers } = await signedInClient(t.app, t.db, null);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/client/subscription/savePlan',
      headers,
      payload: { id: 1, screen: 1, month: 1, method: 'ESEWA' },
    });
    const { form, pid } = saved.json().data;
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
    await t.app.inject({
      method: 'POST',
      url: new URL(form.action).pathname,
      headers: urlencoded,
      payload: new URLSearchParams(form.fields).toString(),
    });
    const paid = await t.app.inject({ method: 'POST', url: `/sim/esewa/pay/${pid}`, headers: urlencoded, payload: 'decision=pay' });
    const back = new URL(paid.headers.location as string);
    await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { 'x-request-id': 'probe-pay' } });

    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: 'probe-pay', msg: 'payment verified', verdict: 'grant', channel: 'ESEWA' }),
    );
    const everything = raw.join('\n');
    expect(everything).not.toContain(t.config.payments.esewa.secret);
    expect(everything).not.toContain(t.config.payments.khalti.secretKey);
  });
});
