import fs from 'node:fs';
import path from 'node:path';
import { messages, type StaffNewsDetail } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildStaff,
  ECONOMY,
  ENGLISH,
  mp4File,
  newsFixture,
  POLITICS,
  pdfFile,
  SPORTS,
  signedInClient,
} from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, deskForm, type FilePart, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
let t: TestApp;
let clock = Date.now();
let staff: Record<string, string>;
let client: Record<string, string>;
let clientId: number;

const form = (fields: Record<string, unknown> = {}) => ({
  title: 'Budget session opens',
  content: '<p>The house met at noon.</p><script>alert(1)</script>',
  meta_description: 'The house met.',
  language_id: ENGLISH,
  category_ids: [POLITICS],
  ...fields,
});
const send = async (method: 'POST' | 'PUT', url: string, data: object, files: FilePart[] = []) => {
  const body = await deskForm(data, files);
  return t.app.inject({ method, url, headers: { ...staff, ...body.headers }, payload: body.payload });
};
const publish = async (fields: Record<string, unknown> = {}, files: FilePart[] = []) => {
  const answer = await send('POST', '/api/v1/news', form(fields), files);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id as number;
};
const edit = (id: number, fields: Record<string, unknown>, files: FilePart[] = []) =>
  send('PUT', `/api/v1/news/${id}`, form({ status: 'published', ...fields }), files);
const detail = async (id: number) => (await t.app.inject({ url: `/api/v1/news/${id}`, headers: staff })).json().data as StaffNewsDetail;
const seenByClient = async (id: number) => (await t.app.inject({ url: `/api/auth/v2/new/v2/news/${id}`, headers: client })).statusCode;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  const signedIn = await signedInClient(t.app, t.db);
  client = signedIn.headers;
  clientId = signedIn.client.id;
});
afterAll(async () => {
  await t.close();
});

describe('the news desk (api/v1/news)', () => {
  it('refuses every call to guests (401) and clients (403)', async () => {
    const calls = [
      { method: 'GET', url: '/api/v1/news/all' },
      { method: 'GET', url: '/api/v1/news/1' },
      { method: 'POST', url: '/api/v1/news', payload: form() },
      { method: 'PUT', url: '/api/v1/news/1', payload: form({ status: 'published' }) },
      { method: 'POST', url: '/api/v1/news/delete', payload: { delete_rows: [1] } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: client })).statusCode, call.url).toBe(403);
    }
  });

  it('publishes now, sanitized, and clients read it at once', async () => {
    const id = await publish();
    expect(await seenByClient(id)).toBe(200);
    const item = await detail(id);
    expect(item).toMatchObject({ title: 'Budget session opens', status: 'published', revised_at: null, versions: [] });
    expect(item.content).not.toContain('<script>');
  });

  it('marks breaking news, which clients see on the item, and records turning it off', async () => {
    const id = await publish({ title: 'Earthquake felt in Kathmandu', breaking: true });
    expect(await detail(id)).toMatchObject({ breaking: true });
    const seen = await t.app.inject({ url: `/api/auth/v2/new/v2/news/${id}`, headers: client });
    expect(seen.json().data).toMatchObject({ breaking: true, source_name: null });
    expect((await edit(id, { title: 'Earthquake felt in Kathmandu', breaking: false })).statusCode).toBe(200);
    expect((await detail(id)).versions[0]?.changes).toEqual({ breaking: { from: true, to: false } });
  });

  it('keeps a scheduled item from clients until its publish time; corrections before then are not "Updated"', async () => {
    const id = await publish({ publish_at: new Date(clock + 30 * MINUTE).toISOString() });
    expect(await seenByClient(id)).toBe(404);
    await edit(id, { title: 'Budget session opens tomorrow', publish_at: new Date(clock + 30 * MINUTE).toISOString() });
    expect((await detail(id)).revised_at).toBeNull();
    // Less than the sessions' idle limit, so both stay signed in.
    clock += 40 * MINUTE;
    expect(await seenByClient(id)).toBe(200);
  });

  it('records each correction with its editor, marks a read item revised, and ignores a save without change', async () => {
    const id = await publish();
    const changed = await edit(id, { title: 'Budget session opens late', category_ids: [POLITICS, ECONOMY] });
    expect(changed.json()).toEqual({ message: messages.newsUpdated });
    const item = await detail(id);
    expect(item.title).toBe('Budget session opens late');
    expect(item.revised_at).not.toBeNull();
    expect(item.versions).toHaveLength(1);
    expect(item.versions[0]?.editor_name).toMatch(/^Client \d+$/);
    expect(item.versions[0]?.changes).toEqual({
      title: { from: 'Budget session opens', to: 'Budget session opens late' },
      category_ids: { from: [POLITICS], to: [POLITICS, ECONOMY] },
    });
    const seen = (await t.app.inject({ url: `/api/auth/v2/new/v2/news/${id}`, headers: client })).json().data;
    expect(seen).toMatchObject({ title: 'Budget session opens late', revised_at: item.revised_at });

    await edit(id, { title: 'Budget session opens late', category_ids: [POLITICS, ECONOMY] });
    expect((await detail(id)).versions).toHaveLength(1);
  });

  it('takes "Publish at" sent back to the minute as unchanged, and records only another minute', async () => {
    const stored = new Date(Math.floor(clock / MINUTE) * MINUTE - 5 * MINUTE + 37_123);
    const id = await publish({ publish_at: stored.toISOString() });
    // What the editor's "Publish at" (a datetime-local field) sends back untouched: the stored minute.
    const shownMinute = new Date(Math.floor(stored.getTime() / MINUTE) * MINUTE).toISOString();
    expect((await edit(id, { title: 'Budget session opens late', publish_at: shownMinute })).statusCode).toBe(200);
    const item = await detail(id);
    expect(item.publish_at).toBe(stored.toISOString());
    expect(item.versions.map((version) => version.changes)).toEqual([
      { title: { from: 'Budget session opens', to: 'Budget session opens late' } },
    ]);

    const later = new Date(stored.getTime() + 2 * MINUTE);
    later.setUTCSeconds(0, 0);
    await edit(id, { title: 'Budget session opens late', publish_at: later.toISOString() });
    expect((await detail(id)).versions[0]?.changes).toEqual({ publish_at: { from: stored.toISOString(), to: later.toISOString() } });
  });

  it('unpublishes and publishes again, each recorded', async () => {
    const id = await publish();
    await edit(id, { status: 'unpublished' });
    expect(await seenByClient(id)).toBe(404);
    await edit(id, { status: 'published' });
    expect(await seenByClient(id)).toBe(200);
    expect((await detail(id)).versions.map((version) => version.changes.status)).toEqual([
      { from: 'unpublished', to: 'published' },
      { from: 'published', to: 'unpublished' },
    ]);
  });

  it('refuses unknown items (404) and bad input (422), changing nothing', async () => {
    expect((await edit(999_999, {})).statusCode).toBe(404);
    const id = await publish();
    const bad = await edit(id, { language_id: 99, title: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['title']);
    const unknownLanguage = await edit(id, { language_id: 99 });
    expect(unknownLanguage.json().errors).toEqual({ language_id: [messages.languageSelect] });
    expect((await detail(id)).versions).toEqual([]);
  });

  it('lists every item, a client’s pending upload too, with search and status filter', async () => {
    const own = await t.app.content.news.create(
      newsFixture(clientId, { title: 'Flood warning from the client desk', status: 'pending', categoryIds: [SPORTS] }),
    );
    const list = async (query: string) => (await t.app.inject({ url: `/api/v1/news/all?${query}`, headers: staff })).json();
    const pending = await list(`filters=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    expect(pending.data.map((row: { id: number }) => row.id)).toContain(own.id);
    expect(pending.data.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const found = await list('query=Flood%20warning');
    expect(found.meta.total).toBe(1);
    expect(found.data[0]).toMatchObject({ title: 'Flood warning from the client desk', categories_name: [{ id: SPORTS, name: 'Sports' }] });
  });

  it('deletes items; clients and staff then get 404', async () => {
    const id = await publish();
    const removed = await t.app.inject({ method: 'POST', url: '/api/v1/news/delete', headers: staff, payload: { delete_rows: [id] } });
    expect(removed.json()).toEqual({ message: messages.newsDeleted });
    expect(await seenByClient(id)).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/news/${id}`, headers: staff })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/news/delete', headers: staff, payload: { delete_rows: [id] } });
    expect(again.statusCode).toBe(404);
  });

  it('attaches images, a video and a PDF in the order given, with captions; an edit keeps, removes, adds and reorders, recorded as a version', async () => {
    const png = await pngImage(40);
    const id = await publish({ media: [{ file: 1, caption: 'Speaker' }, { file: 0 }, { file: 2 }] }, [
      { field: 'files', data: mp4File(), name: 'clip.mp4' },
      { field: 'files', data: png, name: 'speaker.png' },
      { field: 'files', data: pdfFile(), name: 'order.pdf' },
    ]);
    const saved = (await detail(id)).media;
    expect(saved.map((file) => [file.aggregate_type, file.caption])).toEqual([
      ['image', 'Speaker'],
      ['video', ''],
      ['pdf', ''],
    ]);
    const [image, video, pdf] = saved as [
      StaffNewsDetail['media'][number],
      StaffNewsDetail['media'][number],
      StaffNewsDetail['media'][number],
    ];
    const seen = (await t.app.inject({ url: `/api/auth/v2/new/v2/news/${id}`, headers: client })).json().data;
    expect(seen.images).toHaveLength(1);

    const changed = await edit(id, { media: [{ file: 0, caption: 'Chair' }, { id: image.id, caption: 'The speaker' }, { id: pdf.id }] }, [
      { field: 'files', data: png, name: 'chair.png' },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    const item = await detail(id);
    expect(item.media.map((file) => [file.aggregate_type, file.caption])).toEqual([
      ['image', 'Chair'],
      ['image', 'The speaker'],
      ['pdf', ''],
    ]);
    expect(item.media.map((file) => file.id)).not.toContain(video.id);
    const [version] = item.versions;
    expect(version?.changes).toEqual({
      attachments: {
        from: [`image #${image.id} “Speaker”`, `video #${video.id}`, `pdf #${pdf.id}`],
        to: [`image #${item.media[0]?.id} “Chair”`, `image #${image.id} “The speaker”`, `pdf #${pdf.id}`],
      },
    });
    const removedFile = await t.app.inject({ url: video.path });
    expect(removedFile.statusCode).toBe(404);
  });

  it('takes a JSON save of the fields alone, leaving the saved files as they are', async () => {
    const id = await publish({}, [{ field: 'files', data: await pngImage(40), name: 'map.png' }]);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/news/${id}`,
      headers: staff,
      payload: form({ status: 'published', title: 'Renamed by JSON' }),
    });
    expect(json.statusCode, json.body).toBe(200);
    const item = await detail(id);
    expect(item.title).toBe('Renamed by JSON');
    expect(item.media).toHaveLength(1);
  });

  it('refuses a second PDF, a file of another type and a list naming a file the item does not have, keeping no file', async () => {
    const twoPdfs = await send('POST', '/api/v1/news', form({ media: [{ file: 0 }, { file: 1 }] }), [
      { field: 'files', data: pdfFile() },
      { field: 'files', data: pdfFile() },
    ]);
    expect(twoPdfs.json().errors).toEqual({ media: [messages.onePdfOnly] });
    const text = await send('POST', '/api/v1/news', form({ media: [{ file: 0 }] }), [{ field: 'files', data: Buffer.from('plain text') }]);
    expect(text.statusCode).toBe(422);
    const foreign = await send('POST', '/api/v1/news', form({ media: [{ id: 1 }] }));
    expect(foreign.json().errors).toEqual({ media: [messages.mediaListInvalid] });
    expect(fs.readdirSync(path.join(t.config.mediaDir, 'tmp'))).toEqual([]);
  });
});
