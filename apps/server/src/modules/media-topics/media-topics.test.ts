import { type MediaTopic, messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createLookupsRepository } from '../lookups/lookups.repository.ts';
import { mediaTopicVocabulary } from './media-topic-vocabulary.ts';
import { createMediaTopicsRepository } from './media-topics.repository.ts';
import { createMediaTopicsService, type MediaTopicsService } from './media-topics.service.ts';

type Headers = Record<string, string>;

let t: TestApp;
let staff: Headers;
let service: MediaTopicsService;
let categoryIds: Map<string, number>;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = staff) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
const idOf = (slug: string) => categoryIds.get(slug) as number;
const codes = (topics: MediaTopic[]) => topics.map((topic) => topic.code);

beforeAll(async () => {
  t = await buildTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/login',
    payload: { email: (await buildStaff(t.db)).email, password: PASSWORD },
  });
  staff = bearer(login.json().data.access_token);
  const lookups = createLookupsRepository(t.db);
  const audit = { record: async () => undefined };
  service = createMediaTopicsService({ repository: createMediaTopicsRepository(t.db), vocabulary: mediaTopicVocabulary(), lookups, audit });
  categoryIds = await lookups.categoryIdsBySlug(['politics', 'sports', 'technology', 'opinion', 'society']);
});
afterAll(async () => {
  await t.close();
});

describe('Media Topics of the staff (api/v1 mediaTopics, categories/{id}/mediaTopics)', () => {
  it('refuses the staff calls to guests (401) and clients (403)', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const calls = [
      { method: 'GET', url: 'mediaTopics?q=sport' },
      { method: 'GET', url: `categories/${idOf('sports')}/mediaTopics` },
      { method: 'PUT', url: `categories/${idOf('sports')}/mediaTopics` },
    ] as const;
    for (const { method, url } of calls) {
      expect((await call(method, url, { codes: [] }, {})).statusCode, `${method} ${url} as a guest`).toBe(401);
      expect((await call(method, url, { codes: [] }, headers)).statusCode, `${method} ${url} as a client`).toBe(403);
    }
  });

  it('searches the current topics by English or Nepali label or code, a page at a time', async () => {
    const byLabel = await call('GET', 'mediaTopics?q=cricket');
    expect(byLabel.statusCode, byLabel.body).toBe(200);
    expect(byLabel.json().data).toEqual([
      { code: 'medtop:20000888', label_en: 'cricket', label_ne: 'क्रिकेट', broader: ['medtop:20000822', 'medtop:15000000'], retired: false },
    ]);
    const nepali = (await call('GET', `mediaTopics?q=${encodeURIComponent('राजनीति')}`)).json();
    expect(codes(nepali.data)).toEqual(['medtop:11000000']);
    expect(codes((await call('GET', 'mediaTopics?q=medtop:15000000')).json().data)).toEqual(['medtop:15000000']);

    const first = (await call('GET', 'mediaTopics?q=election&per_page=3')).json();
    expect(first.meta).toMatchObject({ current_page: 1, total_relation: 'exact' });
    expect(first.data).toHaveLength(3);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 3));
    const second = (await call('GET', 'mediaTopics?q=election&per_page=3&page=2')).json();
    expect(codes(second.data)).not.toEqual(expect.arrayContaining(codes(first.data)));
    expect(codes((await call('GET', 'mediaTopics?q=war%20crime%20action')).json().data)).toEqual([]);
  });

  it('starts the seeded categories with their default topics; Opinion has none', async () => {
    const politics = await call('GET', `categories/${idOf('politics')}/mediaTopics`);
    expect(politics.json()).toEqual({
      data: [{ code: 'medtop:11000000', label_en: 'politics', label_ne: 'राजनीति', broader: [], retired: false }],
    });
    expect((await call('GET', `categories/${idOf('opinion')}/mediaTopics`)).json()).toEqual({ data: [] });
    expect((await call('GET', 'categories/999999/mediaTopics')).statusCode).toBe(404);
  });

  it("replaces a category's topics in the order given, and the outputs read them by category", async () => {
    const id = idOf('technology');
    const saved = await call('PUT', `categories/${id}/mediaTopics`, { codes: ['medtop:20000763', ' medtop:13000000 '] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(messages.mediaTopicsSaved);
    expect(codes(saved.json().data)).toEqual(['medtop:20000763', 'medtop:13000000']);
    const read = (await call('GET', `categories/${id}/mediaTopics`)).json().data as MediaTopic[];
    expect(read[0]).toEqual({
      code: 'medtop:20000763',
      label_en: 'information technology and computer science',
      broader: ['medtop:20000756', 'medtop:13000000'],
      retired: false,
    });
    expect(codes(read)).toEqual(['medtop:20000763', 'medtop:13000000']);

    // An item of Technology and Sports: each category's topics in order, each topic once.
    await call('PUT', `categories/${idOf('sports')}/mediaTopics`, { codes: ['medtop:15000000', 'medtop:13000000'] });
    expect(codes(await service.mediaTopicsOf([id, idOf('sports'), idOf('opinion')]))).toEqual([
      'medtop:20000763',
      'medtop:13000000',
      'medtop:15000000',
    ]);
    expect(await service.mediaTopicsOf([])).toEqual([]);
    expect(service.withNarrower('medtop:20000756')).toContain('medtop:20000763');

    expect((await call('PUT', `categories/${id}/mediaTopics`, { codes: [] })).statusCode).toBe(200);
    expect((await call('GET', `categories/${id}/mediaTopics`)).json()).toEqual({ data: [] });
  });

  it('refuses unknown, retired, misspelt, repeated and too many codes, each with its reason, and keeps the topics', async () => {
    const id = idOf('society');
    const refused = async (body: object) => {
      const answer = await call('PUT', `categories/${id}/mediaTopics`, body);
      expect(answer.statusCode, answer.body).toBe(422);
      return answer.json() as { message: string; errors: Record<string, string[]> };
    };
    expect((await refused({ codes: ['medtop:14000000', 'medtop:99999999'] })).errors).toEqual({
      'codes.1': [messages.mediaTopicUnknown('medtop:99999999')],
    });
    const retired = await refused({ codes: ['medtop:20000064'] });
    expect(retired.message).toBe(messages.mediaTopicRetired('medtop:20000064'));
    expect((await refused({ codes: ['politics'] })).errors['codes.0']).toEqual([messages.mediaTopicCodeRule]);
    expect((await refused({ codes: ['medtop:14000000', 'medtop:14000000'] })).errors['codes.1']).toEqual([messages.mediaTopicRepeated]);
    const eleven = Array.from({ length: 11 }, (_, index) => `medtop:${String(index + 1).padStart(2, '0')}000000`);
    expect((await refused({ codes: eleven })).message).toBe(messages.mediaTopicsMax(10));
    expect((await call('PUT', 'categories/999999/mediaTopics', { codes: ['medtop:14000000'] })).statusCode).toBe(404);
    expect(codes((await call('GET', `categories/${id}/mediaTopics`)).json().data)).toEqual(['medtop:14000000']);
  });

  it('lists the topics in use to anyone, with their categories; a deleted category takes its topics with it', async () => {
    const answer = await t.app.inject({ url: '/api/v1/mediaTopics/inUse' });
    expect(answer.statusCode, answer.body).toBe(200);
    const inUse = answer.json().data as (MediaTopic & { categories: string[] })[];
    expect(inUse).toContainEqual({
      code: 'medtop:11000000',
      label_en: 'politics',
      label_ne: 'राजनीति',
      broader: [],
      retired: false,
      categories: ['politics'],
    });

    const created = await call('POST', 'categories', {
      name: 'Agriculture',
      name_ne: 'कृषि',
      slug: 'agriculture',
      position: 30,
      active: true,
    });
    const newId = created.json().data.id as number;
    await call('PUT', `categories/${newId}/mediaTopics`, { codes: ['medtop:20000210'] });
    expect(codes(await service.mediaTopicsOf([newId]))).toEqual(['medtop:20000210']);
    expect((await call('POST', 'categories/delete', { delete_rows: [newId] })).statusCode).toBe(200);
    expect(await service.mediaTopicsOf([newId])).toEqual([]);
  });
});
