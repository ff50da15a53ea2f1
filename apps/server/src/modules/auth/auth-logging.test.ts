import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
});
afterAll(() => t.close());

describe('security logging', () => {
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
});
