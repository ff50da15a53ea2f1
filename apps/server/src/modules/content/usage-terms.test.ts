import { MAX_EDITOR_NOTE_LENGTH, MAX_USAGE_TERMS_LENGTH } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, news } from '../../db/schema.ts';
import { buildStaff, ECONOMY, ENGLISH, mp4File, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, deskForm, type FilePart, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createSitePusher } from '../integrations/site-push.ts';

type Headers = Record<string, string>;
const TERMS = 'Not for broadcast before 18:00';
const NOTE = 'Casualty figures may change; we will send a correction.';
const SPORTS_DEFAULT = 'Embargoed for radio until the match ends';
let t: TestApp;
let staff: Headers;
let client: Headers;
let clientEmail: string;

const send = async (method: 'POST' | 'PUT', url: string, data: object, files: FilePart[] = []) => {
  const body = await deskForm(data, files);
  return t.app.inject({ method, url, headers: { ...staff, ...body.headers }, payload: body.payload });
};
const newsForm = (fields: Record<string, unknown> = {}) => ({
  title: 'Floods in the east',
  content: '<p>Rivers rose overnight.</p>',
  meta_description: 'Rivers rose.',
  language_id: ENGLISH,
  category_ids: [POLITICS],
  ...fields,
});
async function publishNews(fields: Record<string, unknown> = {}) {
  const answer = await send('POST', '/api/v1/news', newsForm(fields));
  expect(answer.statusCode, answer.body).toBe(201);
  await t.app.dispatchItemChanges();
  return answer.json().data.id as number;
}
const clientGet = (url: string) => t.app.inject({ url, headers: client });
const newsDetail = async (id: number) => (await clientGet(`/api/auth/v2/new/v2/news/${id}`)).json().data;

beforeAll(async () => {
  t = await buildTestApp();
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  const signedIn = await signedInClient(t.app, t.db);
  client = signedIn.headers;
  clientEmail = signedIn.client.email;
  await t.db.update(categories).set({ defaultUsageTerms: SPORTS_DEFAULT }).where(eq(categories.id, SPORTS));
});
afterAll(async () => {
  await t.close();
});

describe('usage terms and the editor’s note on the desks', () => {
  it('are saved with a news item and its urgent mark, shown to staff and to the client', async () => {
    const id = await publishNews({ usage_terms: `  ${TERMS} `, editor_note: NOTE, urgent: true });
    const staffView = (await t.app.inject({ url: `/api/v1/news/${id}`, headers: staff })).json().data;
    expect(staffView).toMatchObject({ usage_terms: TERMS, editor_note: NOTE, urgent: true });
    expect(await newsDetail(id)).toMatchObject({ usage_terms: TERMS, editor_note: NOTE, urgent: true });
    const list = (await clientGet('/api/auth/v2/client/news')).json().data as { id: number; urgent: boolean }[];
    expect(list.find((card) => card.id === id)?.urgent).toBe(true);
  });

  it('refuses terms or a note that are too long with 422 naming the field, and saves nothing', async () => {
    const id = await publishNews({ usage_terms: TERMS });
    const tooLong = await send(
      'PUT',
      `/api/v1/news/${id}`,
      newsForm({ status: 'published', usage_terms: 'x'.repeat(MAX_USAGE_TERMS_LENGTH + 1) }),
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.usage_terms).toBeDefined();
    const noteTooLong = await send(
      'POST',
      '/api/v1/news',
      newsForm({ title: 'Never saved', editor_note: 'x'.repeat(MAX_EDITOR_NOTE_LENGTH + 1) }),
    );
    expect(noteTooLong.statusCode).toBe(422);
    expect(noteTooLong.json().errors.editor_note).toBeDefined();
    const [row] = await t.db.select({ usageTerms: news.usageTerms }).from(news).where(eq(news.id, id));
    expect(row?.usageTerms).toBe(TERMS);
    expect(await t.db.select().from(news).where(eq(news.title, 'Never saved'))).toEqual([]);
  });

  it('are saved with a gallery and a video and shown on their details', async () => {
    const gallery = await send(
      'POST',
      '/api/v1/galleries',
      { title: 'Flood pictures', usage_terms: TERMS, editor_note: NOTE, media: [{ file: 0, caption: '' }] },
      [{ field: 'files', data: await pngImage(), name: 'a.png' }],
    );
    expect(gallery.statusCode, gallery.body).toBe(201);
    const galleryId = gallery.json().data.id;
    expect((await t.app.inject({ url: `/api/v1/galleries/${galleryId}`, headers: staff })).json().data).toMatchObject({
      usage_terms: TERMS,
    });
    expect((await clientGet(`/api/auth/v2/client/gallery/${galleryId}`)).json().data).toMatchObject({
      usage_terms: TERMS,
      editor_note: NOTE,
    });

    const video = await send(
      'POST',
      '/api/v1/videos',
      { title: 'Flood video', language_id: ENGLISH, category_ids: [SPORTS], editor_note: NOTE },
      [{ field: 'video', data: mp4File(), name: 'clip.mp4' }],
    );
    expect(video.statusCode, video.body).toBe(201);
    const videoId = video.json().data.id;
    // No terms of its own: the video takes its category's default.
    expect((await clientGet(`/api/auth/v2/client/videos/detail/${videoId}`)).json().data).toMatchObject({
      usage_terms: SPORTS_DEFAULT,
      editor_note: NOTE,
    });
  });
});

describe('the category default', () => {
  it('is set in the console’s lookups and taken by items without terms of their own, the first of their categories', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/categories',
      headers: staff,
      payload: {
        name: 'Weather',
        name_ne: 'मौसम',
        slug: 'weather',
        position: 50,
        active: true,
        default_usage_terms: 'Credit the Met office',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const weather = created.json().data.id as number;
    expect((await t.app.inject({ url: `/api/v1/categories/${weather}`, headers: staff })).json().data.default_usage_terms).toBe(
      'Credit the Met office',
    );
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/categories/${weather}`,
      headers: staff,
      payload: { name: 'Weather', name_ne: 'मौसम', slug: 'weather', position: 50, active: true, default_usage_terms: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(422);

    const inherits = await publishNews({ category_ids: [ECONOMY, weather, SPORTS] });
    expect((await newsDetail(inherits)).usage_terms).toBe('Credit the Met office');
    const own = await publishNews({ category_ids: [weather], usage_terms: TERMS });
    expect((await newsDetail(own)).usage_terms).toBe(TERMS);
    const none = await publishNews({ category_ids: [POLITICS] });
    expect(await newsDetail(none)).toMatchObject({ usage_terms: '', editor_note: '' });
  });
});

describe('usage terms and the editor’s note travel with the item', () => {
  let id: number;
  beforeAll(async () => {
    id = await publishNews({ title: 'Budget passed', usage_terms: TERMS, editor_note: NOTE });
  });

  it('in the text, ninjs and NITF downloads', async () => {
    const download = (format: string) => clientGet(`/api/auth/v2/client/news/${id}/download?format=${format}`);
    const text = (await download('text')).body;
    expect(text).toContain(`USAGE TERMS: ${TERMS}`);
    expect(text).toContain(`EDITOR'S NOTE: ${NOTE}`);
    const ninjs = (await download('ninjs')).json();
    expect(ninjs.usageterms).toMatch(new RegExp(`^${TERMS} — For use by subscribers`));
    expect(ninjs.ednote).toBe(NOTE);
    const nitf = new XMLParser({ ignoreAttributes: false }).parse((await download('nitf')).body).nitf.head.docdata;
    expect(nitf['ed-msg']).toMatchObject({ '@_msg-type': 'editorial', '@_info': NOTE });
    expect(nitf['doc.rights']).toMatchObject({ '@_limitations': TERMS, '@_owner': t.config.agencyName });
  });

  it('in the Feed API’s ninjs', async () => {
    const key = (await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers: client, payload: { name: 'CMS' } })).json().data
      .key;
    const page = (await t.app.inject({ url: '/api/feed/v1/items', headers: bearer(key) })).json();
    const item = page.items.find((entry: { uri: string }) => entry.uri.endsWith(`/${id}`));
    expect(item).toMatchObject({ ednote: NOTE });
    expect(item.usageterms.startsWith(`${TERMS} — `)).toBe(true);
  });

  it('in RSS and Atom', async () => {
    const addresses = (await clientGet('/api/client/feed-token')).json().data;
    const rss = (await t.app.inject({ url: new URL(addresses.all.rss).pathname })).body;
    const parsed = new XMLParser().parse(rss).rss.channel.item;
    const entry = (Array.isArray(parsed) ? parsed : [parsed]).find((item: { title: string }) => item.title === 'Budget passed');
    expect(entry['dc:rights']).toBe(TERMS);
    expect(entry.description).toContain(`EDITOR'S NOTE: ${NOTE}`);
    const atom = (await t.app.inject({ url: new URL(addresses.all.atom).pathname })).body;
    expect(atom).toContain(`<rights>${TERMS}</rights>`);
  });

  it('in the body pushed to client sites', async () => {
    const pusher = createSitePusher({
      httpOut: undefined as never,
      links: { sign: (path: string) => path } as never,
      publicUrl: t.config.publicUrl,
      agencyName: t.config.agencyName,
      now: () => new Date(),
    });
    const item = await t.app.content.news.readableArticle(id);
    if (!item) throw new Error('item not readable');
    expect(pusher.article(item, { version: 1, at: new Date() }, 'publish', 7)).toMatchObject({ usage_terms: TERMS, editor_note: NOTE });
  });

  it('in the saved-search alert mail', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/client/saved-searches',
      headers: client,
      payload: { name: 'Landslides', query: 'landslide', alert: 'immediate' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await publishNews({ title: 'Landslide on the highway', category_ids: [SPORTS], editor_note: NOTE });
    const mail = await t.smtp.waitFor(clientEmail);
    expect(mail.text).toContain(`Usage terms: ${SPORTS_DEFAULT}`);
    expect(mail.text).toContain(`Editor’s note: ${NOTE}`);
  });
});
