import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { BASIC_PLAN, signedInClient } from '../../test/content-factories.ts';
import { buildSubscription } from '../../test/factories.ts';
import { multipartBody, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const ACCOUNT = '/api/auth/v2/client/my-account';
let t: TestApp;

const profileFields = (overrides: Record<string, string> = {}) => ({
  full_name: 'Himal Times',
  company_name: 'Himal Times Pvt. Ltd.',
  editor_name: 'Sita Sharma',
  link: 'https://himaltimes.example',
  mobile_no: '9801234567',
  category: 'news_paper',
  registration_no: 'DOI-1234',
  contact_person: 'Ram Thapa',
  tel_no: '014412345',
  ...overrides,
});

async function updateProfile(
  headers: Record<string, string>,
  id: number,
  fields: Record<string, string>,
  logo?: { data: Buffer; name: string; type?: string },
) {
  const body = await multipartBody(fields, logo ? { logo } : {});
  return t.app.inject({ method: 'PUT', url: `${ACCOUNT}/${id}`, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const storedUser = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET client/my-account', () => {
  it('answers the profile, no plan and no integrations for a client without them', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, null);
    const response = await t.app.inject({ method: 'GET', url: ACCOUNT, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: client.id,
      full_name: client.fullName,
      company_name: '',
      email: client.email,
      mobile_no: client.mobileNo,
      link: null,
      logo: null,
      editor_name: '',
      contact_person: '',
      registration_no: '',
      tel_no: '',
      category: 'news_portal',
      subPlan: null,
      apiUrl: null,
      api: null,
      radio: null,
      subHistory: [],
    });
    expect(response.json().meta).toEqual({ total: 0, current_page: 1, last_page: 1, total_relation: 'exact' });
  });

  it('carries the subscription history as subHistory, paged by page and rowsPerPage', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, { expiresInDays: 30 });
    await buildSubscription(t.db, client.id, { planId: BASIC_PLAN, createdAt: new Date(Date.now() - 86_400_000) });
    const first = (await t.app.inject({ method: 'GET', url: ACCOUNT, headers })).json();
    expect(first.data.subHistory.map((row: { subscription: { name: string } }) => row.subscription.name)).toEqual(['Premium', 'Basic']);
    expect(first.data.subHistory[0]).toMatchObject({
      subscription: { name_ne: 'प्रिमियम' },
      no_of_screen: 1,
      no_of_month: 1,
      client_transaction: null,
    });
    const second = (await t.app.inject({ method: 'GET', url: `${ACCOUNT}?page=2&rowsPerPage=1`, headers })).json();
    expect(second.data.subHistory.map((row: { subscription: { name: string } }) => row.subscription.name)).toEqual(['Basic']);
    expect(second.meta).toEqual({ total: 2, current_page: 2, last_page: 2, total_relation: 'exact' });
  });

  it('answers the running plan and the configured integrations, tokens shown to their owner', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, { expiresInDays: 30 });
    const add = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `${ACCOUNT}/${url}`, headers, payload });
    await add('api-clienturl', {
      key: 'API',
      values: { catergoy_api: 'https://site.example/api/categories', store_api: 'https://site.example/api/articles', token: 'site-token' },
    });
    await add('api-integration', { category: 'https://site.example/c', post: 'https://site.example/p', token: 'link-token', key: 'API' });
    await add('radio-integration', {
      name: 'Radio Himal',
      url: 'https://stream.example/live',
      web_url: 'https://radio.example',
      address: 'Kathmandu',
    });

    const data = (await t.app.inject({ method: 'GET', url: ACCOUNT, headers })).json().data;
    expect(data.id).toBe(client.id);
    expect(data.subPlan).toEqual({
      name: 'Premium',
      name_ne: 'प्रिमियम',
      no_of_screen: 1,
      no_of_month: 1,
      expire_in: 30,
      start_date: expect.any(String),
      expire_date: expect.any(String),
      is_trial: false,
      upcoming: [],
    });
    expect(data.apiUrl).toEqual({
      id: expect.any(Number),
      catergoy_api: 'https://site.example/api/categories',
      store_api: 'https://site.example/api/articles',
      token: 'site-token',
      signing_secret: expect.stringMatching(/^whsec_/),
    });
    expect(data.api).toEqual({
      id: expect.any(Number),
      category: 'https://site.example/c',
      post: 'https://site.example/p',
      token: 'link-token',
    });
    expect(data.radio).toEqual({
      id: expect.any(Number),
      name: 'Radio Himal',
      url: 'https://stream.example/live',
      web_url: 'https://radio.example',
      address: 'Kathmandu',
      status: 'not_verified',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: ACCOUNT })).statusCode).toBe(401);
  });
});

describe('PUT client/my-account/{id}', () => {
  it('saves the profile and a new logo; the signed-in user shows the change at once', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    // Warm the session cache, which keeps the user's name for a few seconds.
    await t.app.inject({ method: 'GET', url: '/api/auth/v2/profile', headers });
    const response = await updateProfile(headers, client.id, profileFields(), {
      data: await pngImage(900),
      name: 'logo.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe(messages.profileUpdated);
    expect(data).toMatchObject({ ...profileFields(), id: client.id, email: client.email });

    const logo = await t.app.inject({ method: 'GET', url: data.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const profile = (await t.app.inject({ method: 'GET', url: '/api/auth/v2/profile', headers })).json().data;
    expect(profile.full_name).toBe('Himal Times');
    expect(profile.logo).toBe(data.logo);
  });

  it('keeps the logo when none is sent, and removes the old file when a new one replaces it', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await updateProfile(headers, client.id, profileFields(), { data: await pngImage(), name: 'a.png' });
    const first = (await storedUser(client.id))?.logoPath as string;
    await updateProfile(headers, client.id, profileFields({ full_name: 'Renamed' }));
    expect((await storedUser(client.id))?.logoPath).toBe(first);
    await updateProfile(headers, client.id, profileFields(), { data: await pngImage(80), name: 'b.png' });
    const second = (await storedUser(client.id))?.logoPath as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(t.config.mediaDir, first))).toBe(false);
    expect(fs.existsSync(path.join(t.config.mediaDir, second))).toBe(true);
  });

  it.each([
    ['full_name', '', messages.requiredField('Media name')],
    ['company_name', ' ', messages.requiredField('Company name')],
    ['registration_no', '', messages.requiredField('Registration number')],
    ['contact_person', '', messages.requiredField('Contact person')],
    ['mobile_no', '98012', messages.mobileLength],
    ['tel_no', 'abc', messages.telNumber],
    ['link', 'ftp://himaltimes.example', messages.urlInvalid],
    ['category', 'magazine', messages.categorySelect],
    ['editor_name', 'x'.repeat(256), messages.maxLength(255)],
  ])('answers 422 on %s and changes nothing', async (field, value, message) => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const response = await updateProfile(headers, client.id, profileFields({ [field]: value }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await storedUser(client.id))?.fullName).toBe(client.fullName);
  });

  it('refuses a logo whose bytes are not JPG or PNG, and a 6 MB one, changing nothing', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const fake = await updateProfile(headers, client.id, profileFields(), {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      name: 'logo.png',
    });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.logo).toEqual([messages.fileType]);
    const huge = await updateProfile(headers, client.id, profileFields(), { data: Buffer.alloc(6 * 1024 * 1024, 1), name: 'logo.jpg' });
    expect(huge.statusCode).toBe(413);
    const stored = await storedUser(client.id);
    expect(stored?.fullName).toBe(client.fullName);
    expect(stored?.logoPath).toBeNull();
    expect(fs.readdirSync(path.join(t.config.mediaDir, 'tmp'))).toEqual([]);
  });

  it("answers 404 for another client's id and changes nothing", async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const other = await signedInClient(t.app, t.db);
    const response = await updateProfile(headers, other.client.id, profileFields(), { data: await pngImage(), name: 'logo.png' });
    expect(response.statusCode).toBe(404);
    const stored = await storedUser(other.client.id);
    expect(stored?.fullName).toBe(other.client.fullName);
    expect(stored?.logoPath).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const body = await multipartBody(profileFields());
    const response = await t.app.inject({ method: 'PUT', url: `${ACCOUNT}/1`, headers: body.headers, payload: body.payload });
    expect(response.statusCode).toBe(401);
  });
});
