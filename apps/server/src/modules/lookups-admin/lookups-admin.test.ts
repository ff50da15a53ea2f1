import { messages, type PlanFormInput, type PlanRow } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_PLAN, buildStaff, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

let t: TestApp;
let staff: Headers;

const call = (method: Method, url: string, payload?: object, headers = staff) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });

async function ok<T = { message: string; data: { id: number } }>(method: Method, url: string, payload?: object, status = 200) {
  const answer = await call(method, url, payload);
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
}

const category = { name: 'Agriculture', name_ne: 'कृषि', slug: 'agriculture', position: 20, active: true };
const plan: PlanFormInput = {
  name: 'Radio Plus',
  icon: 'star',
  description: 'News for radio stations.',
  content_types: ['News'],
  social_automation: false,
  is_trial: false,
  trial_days: '',
  screen_options: [
    { screen: 1, amount: 0, label: '1 screen' },
    { screen: 3, amount: '750.50', label: '3 screens' },
  ],
  month_options: [
    { month: 1, amount: 2000 },
    { month: 6, amount: 10_800 },
  ],
  position: 9,
  active: true,
};

beforeAll(async () => {
  t = await buildTestApp();
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
});
afterAll(async () => {
  await t.close();
});

describe('lookups and plans (api/v1 categories, languages, setupValues, subscriptionPlans, promoPopup)', () => {
  it('refuses every staff call to guests (401) and clients (403)', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const calls: { method: Method; url: string }[] = ['categories', 'languages', 'setupValues', 'subscriptionPlans'].flatMap((model) => [
      { method: 'GET', url: model === 'setupValues' ? 'setupValues/staff' : `${model}/all` },
      { method: 'GET', url: `${model}/1` },
      { method: 'POST', url: model },
      { method: 'PUT', url: `${model}/1` },
      { method: 'POST', url: `${model}/delete` },
    ]);
    calls.push({ method: 'PUT', url: 'promoPopup' });
    for (const { method, url } of calls) {
      expect((await call(method, url, {}, {})).statusCode, `${method} ${url} as a guest`).toBe(401);
      expect((await call(method, url, {}, headers)).statusCode, `${method} ${url} as a client`).toBe(403);
    }
    expect((await call('GET', 'promoPopup', undefined, {})).statusCode).toBe(401);
  });

  it('adds, edits and deletes a category; a client reads it in Nepali and English while it is active', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const clientCategories = async () =>
      (await t.app.inject({ url: '/api/auth/v2/categories/all', headers })).json().data as { name: string; name_ne: string }[];

    const { message, data } = await ok('POST', 'categories', { ...category, slug: ' Agriculture ' }, 201);
    expect(message).toBe(messages.categoryCreated);
    expect((await ok('GET', `categories/${data.id}`)).data).toEqual({ id: data.id, ...category, default_usage_terms: '' });
    expect(await clientCategories()).toContainEqual(expect.objectContaining({ name: 'Agriculture', name_ne: 'कृषि' }));

    await ok('PUT', `categories/${data.id}`, { ...category, name: 'Farming', active: false });
    expect((await ok<{ data: { name: string }[] }>('GET', 'categories/all')).data).toContainEqual(
      expect.objectContaining({ id: data.id, name: 'Farming', active: false }),
    );
    expect((await clientCategories()).map((row) => row.name)).not.toContain('Farming');

    expect((await ok('POST', 'categories/delete', { delete_rows: [data.id] })).message).toBe(messages.categoriesDeleted);
    expect((await call('GET', `categories/${data.id}`)).statusCode).toBe(404);
    expect((await call('POST', 'categories/delete', { delete_rows: [data.id] })).statusCode).toBe(404);
  });

  it('refuses a taken slug or code and malformed fields with field messages', async () => {
    const taken = await call('POST', 'categories', { ...category, slug: 'politics' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: [messages.slugTaken] });
    const { data } = await ok('POST', 'categories', { ...category, slug: 'weather' }, 201);
    expect((await call('PUT', `categories/${data.id}`, { ...category, slug: 'sports' })).json().errors).toEqual({
      slug: [messages.slugTaken],
    });

    const bad = await call('POST', 'categories', { name: '', name_ne: 'x', slug: 'two--hyphens', position: -1, active: true });
    expect(bad.json().errors).toMatchObject({
      name: [messages.requiredField('Name')],
      slug: [messages.slugRule],
      position: [messages.positionRule],
    });
    expect((await call('POST', 'languages', { name: 'Maithili', name_ne: 'मैथिली', code: 'en', position: 3 })).json().errors).toEqual({
      code: [messages.languageCodeTaken],
    });
    expect((await call('POST', 'languages', { name: 'Maithili', name_ne: 'मैथिली', code: 'Maithili', position: 3 })).json().errors).toEqual({
      code: [messages.languageCodeRule],
    });
  });

  it('refuses to delete a category or language news uses (409), deleting nothing', async () => {
    const { data: fresh } = await ok('POST', 'categories', { ...category, slug: 'flood' }, 201);
    const { data: language } = await ok('POST', 'languages', { name: 'Maithili', name_ne: 'मैथिली', code: 'mai', position: 3 }, 201);
    const author = await buildStaff(t.db);
    await t.app.content.news.create(newsFixture(author.id, { categoryIds: [fresh.id], languageId: language.id }));

    const refused = await call('POST', 'categories/delete', { delete_rows: [fresh.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.categoryInUse('Agriculture'));
    expect((await call('POST', 'languages/delete', { delete_rows: [language.id] })).json().message).toBe(
      messages.languageInUse('Maithili'),
    );
    expect((await call('GET', `languages/${language.id}`)).statusCode).toBe(200);
    expect((await call('GET', `categories/${fresh.id}`)).statusCode).toBe(200);
  });

  it('keeps the promo popup’s texts: unset at first, then what staff saved, for every signed-in user', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const read = async () => (await t.app.inject({ url: '/api/v1/promoPopup', headers })).json().data;
    expect(await read()).toEqual({ title_en: null, title_ne: null, text_en: null, text_ne: null });

    const texts = { title_en: 'Dashain offer', title_ne: 'दशैं प्रस्ताव', text_en: 'Two months free.', text_ne: 'दुई महिना निःशुल्क।' };
    expect((await ok('PUT', 'promoPopup', texts)).message).toBe(messages.promoSaved);
    expect(await read()).toEqual(texts);
    await ok('PUT', 'promoPopup', { ...texts, title_en: 'Tihar offer' });
    expect(await read()).toEqual({ ...texts, title_en: 'Tihar offer' });
    const missing = await call('PUT', 'promoPopup', { ...texts, text_ne: ' ' });
    expect(missing.json().errors).toEqual({ text_ne: [messages.requiredField('Nepali text')] });
  });

  it('keeps the public setupValues/all of the register form, and gives staff every other key with ids', async () => {
    const { data } = await ok(
      'POST',
      'setupValues',
      { key: 'register_category', label: 'Magazine', label_ne: 'पत्रिका (साप्ताहिक)', value: 'magazine', position: 4 },
      201,
    );
    const publicList = await t.app.inject({ url: '/api/v1/setupValues/all?key=register_category' });
    expect(publicList.json().data.at(-1)).toEqual({
      id: data.id,
      key: 'register_category',
      value: { label: 'Magazine', label_ne: 'पत्रिका (साप्ताहिक)', value: 'magazine' },
    });
    // The seeded media-house categories carry their Nepali names.
    expect(publicList.json().data[0].value).toEqual({ label: 'Newspaper', label_ne: 'पत्रिका', value: 'news_paper' });

    const rows = (await ok<{ data: { key: string }[] }>('GET', 'setupValues/staff')).data;
    expect(rows.filter((row) => row.key === 'register_category')).toHaveLength(5);
    expect(rows.map((row) => row.key)).not.toContain('promo_popup');

    const repeated = await call('POST', 'setupValues', { key: 'register_category', label: 'Again', value: 'magazine', position: 5 });
    expect(repeated.json().errors).toEqual({ value: [messages.setupValueTaken] });
    const reserved = await call('POST', 'setupValues', { key: 'promo_popup', label: 'x', value: 'title_en', position: 0 });
    expect(reserved.json().errors).toEqual({ key: [messages.setupKeyReserved] });

    await ok('PUT', `setupValues/${data.id}`, { key: 'register_category', label: 'Magazine / weekly', value: 'magazine', position: 4 });
    // A value saved without a Nepali label has none: the English one shows in a Nepali interface.
    expect((await t.app.inject({ url: '/api/v1/setupValues/all?key=register_category' })).json().data.at(-1).value.label_ne).toBe('');
    await ok('POST', 'setupValues/delete', { delete_rows: [data.id] });
    expect((await t.app.inject({ url: '/api/v1/setupValues/all?key=register_category' })).json().data).toHaveLength(4);
  });

  it('saves a plan’s Nepali name and description, and answers them to the console and to clients', async () => {
    const nepali = { ...plan, name: 'Regional', name_ne: 'क्षेत्रीय', description: 'Provincial news.', description_ne: 'प्रदेशका समाचार।' };
    const { data } = await ok('POST', 'subscriptionPlans', nepali, 201);
    expect((await ok<{ data: PlanRow }>('GET', `subscriptionPlans/${data.id}`)).data).toMatchObject({
      name_ne: 'क्षेत्रीय',
      description_ne: 'प्रदेशका समाचार।',
    });
    const { headers } = await signedInClient(t.app, t.db, null);
    const offered = async () =>
      (await t.app.inject({ url: '/api/auth/v2/client/subscription/plan', headers }))
        .json()
        .data.find((row: PlanRow) => row.id === data.id);
    expect(await offered()).toMatchObject({ name: 'Regional', name_ne: 'क्षेत्रीय', description_ne: 'प्रदेशका समाचार।' });

    await ok('PUT', `subscriptionPlans/${data.id}`, { ...nepali, name_ne: '  ', description_ne: '' });
    expect(await offered()).toMatchObject({ name_ne: null, description_ne: null });
  });

  it('stores a plan’s rupee price tables in paisa, and a client’s checkout charges the new prices', async () => {
    const { data } = await ok('POST', 'subscriptionPlans', plan, 201);
    const stored = (await ok<{ data: PlanRow }>('GET', `subscriptionPlans/${data.id}`)).data;
    expect(stored).toMatchObject({
      monthly_amount: 180_000,
      screen_options: [
        { screen: 1, amount: 0, label: '1 screen' },
        { screen: 3, amount: 75_050, label: '3 screens' },
      ],
      month_options: [
        { month: 1, amount: 200_000 },
        { month: 6, amount: 1_080_000 },
      ],
    });

    await ok('PUT', `subscriptionPlans/${BASIC_PLAN}`, {
      ...plan,
      name: 'Basic',
      month_options: [
        { month: 1, amount: 1000 },
        { month: 3, amount: 2700 },
      ],
    });
    const { headers } = await signedInClient(t.app, t.db, null);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/client/subscription/savePlan',
      headers,
      payload: { id: BASIC_PLAN, screen: 3, month: 3, method: 'ESEWA' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    // (750.50 + 2700) × 1.13 rupees
    expect(checkout.json().data.total_amount).toBe(389_907);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/client/subscription/savePlan',
      headers,
      payload: { id: BASIC_PLAN, screen: 1, month: 12, method: 'ESEWA' },
    });
    expect(gone.statusCode).toBe(422);
  });

  it('refuses repeated screens or months, bad amounts and a trial without days', async () => {
    const bad = await call('POST', 'subscriptionPlans', {
      ...plan,
      screen_options: [
        { screen: 2, amount: 10, label: 'a' },
        { screen: 2, amount: 20, label: 'b' },
      ],
      month_options: [{ month: 1, amount: '12.345' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'screen_options.1.screen': [messages.screenRepeated],
      'month_options.0.amount': [messages.rupeesRule],
    });
    const trial = await call('POST', 'subscriptionPlans', { ...plan, is_trial: true, trial_days: '' });
    expect(trial.json().errors).toEqual({ trial_days: [messages.trialDaysRule] });
    expect((await call('POST', 'subscriptionPlans', { ...plan, month_options: [] })).json().errors).toEqual({
      month_options: [messages.priceRowsRequired],
    });
  });

  it('refuses to delete a plan that was bought, and deletes one never bought', async () => {
    const refused = await call('POST', 'subscriptionPlans/delete', { delete_rows: [BASIC_PLAN] });
    expect(refused.statusCode).toBe(409);
    const { data } = await ok('POST', 'subscriptionPlans', { ...plan, name: 'Unsold' }, 201);
    expect((await ok('POST', 'subscriptionPlans/delete', { delete_rows: [data.id] })).message).toBe(messages.plansDeleted);
  });
});
