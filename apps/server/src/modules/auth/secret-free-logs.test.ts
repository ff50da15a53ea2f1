import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../../test/content-factories.ts';
import { registrationFields } from '../../test/factories.ts';
import { bearer, multipartBody, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const raw: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => raw.push(chunk.toString('utf8')));
  // No SMTP server and no SMS gateway: mail and SMS go to the outbox, as in development.
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace', SMTP_URL: undefined }, logStream: stream });
});
afterAll(() => t.close());

type OutboxEntry = { channel: string; recipient: string; subject: string; body: string };

/** What /api/dev/outbox keeps for `recipient` once the job has written it: the developer's copy of every mail and SMS. */
async function outboxFor(recipient: string, subject: RegExp) {
  return vi.waitFor(
    async () => {
      const entries = (await t.app.inject({ url: '/api/dev/outbox' })).json().data as OutboxEntry[];
      const entry = entries.find((one) => one.recipient === recipient && subject.test(one.subject));
      if (!entry) throw new Error(`no ${subject} for ${recipient} in the outbox yet`);
      return entry;
    },
    { timeout: 10_000, interval: 100 },
  );
}

function found(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`nothing matching ${pattern} in:\n${text}`);
  return match[1];
}

const login = async (email: string, password: string) => {
  const answer = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email, password } });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.access_token as string;
};

const createPassword = async (linkToken: string, password: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/auth/v2/changePassword/${linkToken}`,
    payload: { password, confirm_password: password },
  });
  expect(answer.statusCode).toBe(200);
};

describe('the log at every level', () => {
  it('holds no password, link token, session token or feed token of registration, verification, reset, SMS and RSS', async () => {
    const email = 'quiet@himaltimes.com';
    const mobile = '9807654321';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/register',
      ...(await multipartBody(registrationFields({ email, mobile_no: mobile }), {
        logo: { data: await pngImage(), name: 'logo.png', type: 'image/png' },
      })),
    });
    expect(registered.statusCode).toBe(200);

    const welcome = await outboxFor(email, /verify your email/);
    const firstPassword = found(welcome.body, /Your password: (\S+)/);
    const sms = await outboxFor(mobile, /.*/);
    expect(sms.body).toContain(firstPassword);

    const verifyPath = found(welcome.body, /http:\/\/portal\.test(\/verify-email\/\d+\/[\w-]+\/\d+)/);
    const verifySlug = found(verifyPath, /verify-email\/\d+\/([\w-]+)\//);
    const verified = await t.app.inject({ url: `/api/auth/v2${verifyPath}` });
    expect(verified.statusCode).toBe(200);
    const createToken = verified.json().data.user as string;
    const ownPassword = 'Everest#8848-own';
    await createPassword(createToken, ownPassword);
    const firstSession = await login(email, ownPassword);

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/v2/reset-password', payload: { email } });
    expect(reset.statusCode).toBe(200);
    const resetToken = found((await outboxFor(email, /set a new password/)).body, /create-password\?user=([\w-]+)/);
    const resetPassword = 'Annapurna#8091-new';
    await createPassword(resetToken, resetPassword);
    const secondSession = await login(email, resetPassword);
    expect((await t.app.inject({ url: '/api/auth/v2/profile', headers: bearer(secondSession) })).statusCode).toBe(200);

    const { client, headers } = await signedInClient(t.app, t.db);
    const clientSession = found(headers.authorization ?? '', /^Bearer (.+)$/);
    // A signed-in upload: @fastify/multipart writes the request's headers at trace level.
    const newLogo = await multipartBody(
      { full_name: 'Himal Times' },
      { logo: { data: await pngImage(), name: 'logo.png', type: 'image/png' } },
    );
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/v2/client/my-account/${client.id}`,
      ...newLogo,
      headers: { ...newLogo.headers, ...headers },
    });
    expect(upload.statusCode).toBeLessThan(500);
    const feedUrl = new URL((await t.app.inject({ url: '/api/client/feed-token', headers })).json().data.all.rss as string);
    expect((await t.app.inject({ url: feedUrl.pathname })).statusCode).toBe(200);
    const feedToken = found(feedUrl.pathname, /\/api\/feed\/rss\/([\w-]+)\//);

    await new Promise((resolve) => setImmediate(resolve));
    const log = raw.join('');
    const secrets = {
      firstPassword,
      verifySlug,
      createToken,
      ownPassword,
      firstSession,
      resetToken,
      resetPassword,
      secondSession,
      clientSession,
      feedToken,
    };
    for (const [name, secret] of Object.entries(secrets)) expect({ name, inLog: log.includes(secret) }).toEqual({ name, inLog: false });
    // The lines are there, without what they would have given away.
    expect(log).toContain('"msg":"sms not sent (no gateway configured): kept in the outbox"');
    expect(log).toContain('"msg":"mail not sent (no SMTP_URL): kept in the outbox"');
    expect(log).toContain('"msg":"Providing options to busboy"');
    expect(log).toContain('/api/feed/rss/[Redacted]/news.rss');
  });
});
