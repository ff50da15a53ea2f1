import { messages } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { signedInClient } from '../test/content-factories.ts';
import { registrationFields } from '../test/factories.ts';
import { multipartBody, pngImage } from '../test/http.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let clientId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signedInClient(t.app, t.db);
  headers = signedIn.headers;
  clientId = signedIn.client.id;
});
afterAll(() => t.close());

const REGISTER = '/api/auth/v2/register';
const PROFILE = () => `/api/auth/v2/client/my-account/${clientId}`;

describe('a NUL character in a text field', () => {
  const refusal = (field: string) => ({ message: messages.nulCharacter, errors: { [field]: [messages.nulCharacter] } });

  it('is refused by name in a guest query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/setupValues/all?key=promo%00' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal('key'));
  });

  it('is refused by name in the registration form, and no account is made', async () => {
    const body = await multipartBody(registrationFields({ email: 'nul@himaltimes.com', company_name: 'Himal\u0000Media' }), {
      logo: { data: await pngImage(), name: 'logo.png', type: 'image/png' },
    });
    const response = await t.app.inject({ method: 'POST', url: REGISTER, ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal('company_name'));
    expect(await t.db.select().from(users).where(eq(users.email, 'nul@himaltimes.com'))).toEqual([]);
  });

  it('is refused by name in a signed-in JSON body and a signed-in search', async () => {
    const radio = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/client/my-account/radio-integration',
      headers,
      payload: { name: 'Radio\u0000Himal', url: 'https://stream.example/live', web_url: 'https://radio.example', address: 'Kathmandu' },
    });
    expect(radio.statusCode).toBe(422);
    expect(radio.json()).toEqual(refusal('name'));
    const search = await t.app.inject({ method: 'GET', url: '/api/auth/v2/client/news?q=budget%00', headers });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual(refusal('q'));
  });
});

describe('a malformed multipart body', () => {
  const field = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nHimal Times`;
  const bodies = {
    'a boundary other than the one announced': {
      contentType: 'multipart/form-data; boundary=announced',
      payload: `${field('other')}\r\n--other--\r\n`,
    },
    'a body cut short': { contentType: 'multipart/form-data; boundary=cut', payload: field('cut') },
    'a content type without its boundary': { contentType: 'multipart/form-data', payload: `${field('x')}\r\n--x--\r\n` },
  };

  for (const [name, body] of Object.entries(bodies)) {
    it(`answers 400 for ${name}, at registration, on My Account and for a client's news`, async () => {
      for (const [method, url, auth] of [
        ['POST', REGISTER, {}],
        ['PUT', PROFILE(), headers],
        ['POST', '/api/auth/v2/new/v2/news/store', headers],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: { ...auth, 'content-type': body.contentType }, payload: body.payload });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json()).toEqual({ message: messages.multipartMalformed });
      }
    });
  }
});
