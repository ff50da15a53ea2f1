import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const lines: { level: number; msg: string; host?: string; publicHost?: string }[] = [];
const WARN = 40;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'warn', PUBLIC_URL: 'https://portal.example' }, logStream: stream });
});
afterAll(() => t.close());

const visit = (host: string) => t.app.inject({ url: '/api/health', headers: { host } });
const hostWarnings = () => lines.filter((line) => line.level === WARN && line.msg.includes('PUBLIC_URL'));

describe('a request at another address than PUBLIC_URL', () => {
  it('is warned about once per host, naming both hosts', async () => {
    await visit('192.168.1.20:3000');
    await visit('192.168.1.20:3000');
    expect(hostWarnings()).toEqual([
      expect.objectContaining({
        host: '192.168.1.20:3000',
        publicHost: 'portal.example',
        msg: expect.stringContaining('192.168.1.20:3000'),
      }),
    ]);
    expect(hostWarnings()[0]?.msg).toContain('https://portal.example');

    await visit('intranet.portal.example');
    expect(hostWarnings().map((line) => line.host)).toEqual(['192.168.1.20:3000', 'intranet.portal.example']);
  });

  it('is not warned about at PUBLIC_URL itself, however spelled, nor at a loopback address', async () => {
    const before = hostWarnings().length;
    for (const host of ['portal.example', 'PORTAL.example:443', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) await visit(host);
    expect(hostWarnings()).toHaveLength(before);
  });
});
