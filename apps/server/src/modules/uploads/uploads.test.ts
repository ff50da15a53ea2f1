import fs from 'node:fs';
import path from 'node:path';
import {
  bsFromAd,
  bsMonthKey,
  MAX_NEWS_ATTACHMENTS,
  MAX_NEWS_TOTAL_MB,
  MAX_UPLOAD_BYTES,
  messages,
  type OwnNewsDetail,
  type OwnNewsRow,
} from '@portal/shared';
import { asc, count, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, news } from '../../db/schema.ts';
import { nepalDay } from '../../lib/nepal-dates.ts';
import { ECONOMY, ENGLISH, mp4File, NEPALI, POLITICS, pdfFile, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
const STORE = '/api/auth/v2/new/v2/news/store';
const OWN = '/api/v1/client/news';

let t: TestApp;
let clock = Date.now();
let alice: { headers: Record<string, string>; id: number; name: string };
let bob: { headers: Record<string, string>; id: number; name: string };
let png: Buffer;

type Upload = { field: 'files' | 'pdf'; data: Buffer; name?: string };
type Fields = Record<string, string | number | (string | number)[]>;

/** A multipart body with repeated fields and files, as the browser's FormData sends it. */
async function multipart(fields: Fields, uploads: Upload[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, String(item));
  for (const upload of uploads) form.append(upload.field, new Blob([new Uint8Array(upload.data)]), upload.name ?? 'file.bin');
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') as string } };
}

const validFields = (overrides: Fields = {}): Fields => ({
  title: 'Flood relief reaches Sindhupalchok',
  content: '<p onclick="steal()">Aid arrived by road.<script>alert(1)</script></p>',
  language_id: ENGLISH,
  category_ids: [POLITICS, ECONOMY],
  ...overrides,
});

async function send(method: 'POST' | 'PUT', url: string, headers: Record<string, string>, fields: Fields, uploads: Upload[] = []) {
  const body = await multipart(fields, uploads);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}
const store = (fields: Fields, uploads: Upload[] = [], as = alice) => send('POST', STORE, as.headers, fields, uploads);
const edit = (id: number, fields: Fields, uploads: Upload[] = [], as = alice) => send('PUT', `${OWN}/${id}`, as.headers, fields, uploads);
const get = (url: string, headers: Record<string, string> = alice.headers) => t.app.inject({ method: 'GET', url, headers });
const detailOf = async (id: number, as = alice) => (await get(`${OWN}/${id}`, as.headers)).json().data as OwnNewsDetail;

const image = (): Upload => ({ field: 'files', data: png, name: 'photo.png' });
const pdf = (): Upload => ({ field: 'pdf', data: pdfFile(), name: 'report.pdf' });

/** Every file under the media folder, temporary ones included. */
function storedFiles(): string[] {
  const root = t.config.mediaDir;
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(root, name)).isFile())
    : [];
}
const onDisk = (relativePath: string) => fs.existsSync(path.join(t.config.mediaDir, relativePath));
const newsCount = async () => (await t.db.select({ total: count() }).from(news))[0]?.total ?? 0;
const mediaRowsOf = (id: number) => t.db.select().from(media).where(eq(media.newsId, id)).orderBy(asc(media.position));

/** Asserts a refused save wrote nothing: no news row, no media row, no file (staged or final). */
async function expectNothingWritten(refuse: () => Promise<unknown>) {
  const [rowsBefore, filesBefore] = [await newsCount(), storedFiles()];
  await refuse();
  expect(await newsCount()).toBe(rowsBefore);
  expect(storedFiles().sort()).toEqual(filesBefore.sort());
}

async function signIn() {
  const signed = await signedInClient(t.app, t.db);
  return { headers: signed.headers, id: signed.client.id, name: signed.client.fullName };
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  [alice, bob] = [await signIn(), await signIn()];
  png = await pngImage(48);
});
afterAll(() => t.close());

describe('POST new/v2/news/store', () => {
  it('saves a pending item of the caller with sanitized content and its files, shown by the detail call', async () => {
    const avi = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST'), Buffer.alloc(64)]);
    const response = await store(validFields(), [
      image(),
      { field: 'files', data: mp4File(), name: 'clip.mp4' },
      { field: 'files', data: avi, name: 'clip.avi' },
      pdf(),
    ]);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json() as { message: string; data: OwnNewsDetail };
    expect(message).toBe(messages.newsSubmitted);
    expect(data).toMatchObject({
      title: 'Flood relief reaches Sindhupalchok',
      content: '<p>Aid arrived by road.</p>',
      status: 'pending',
      label: 'Pending',
      editable: true,
      language_id: ENGLISH,
      category_ids: [POLITICS, ECONOMY],
      categories: [
        { id: POLITICS, name: expect.any(String) },
        { id: ECONOMY, name: expect.any(String) },
      ],
    });
    expect(data.images.map((file) => file.extension)).toEqual(['png']);
    expect(data.videos.map((file) => file.extension)).toEqual(['mp4', 'avi']);
    expect(data.pdf?.extension).toBe('pdf');

    const [row] = await t.db.select().from(news).where(eq(news.id, data.id));
    expect(row).toMatchObject({ status: 'pending', userId: alice.id });
    const files = await mediaRowsOf(data.id);
    expect(files).toHaveLength(4);
    for (const file of files) expect(onDisk(file.path)).toBe(true);

    expect(await detailOf(data.id)).toEqual(data);
    const served = await get(data.images[0]?.path as string, {});
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('keeps the item out of the agency lists and detail until staff publish it', async () => {
    const { data } = (await store(validFields({ title: 'Unreviewed upload from a client' }))).json();
    const agencyList = await get('/api/auth/v2/client/news?query=Unreviewed');
    expect(agencyList.json().data).toEqual([]);
    expect((await get(`/api/auth/v2/new/v2/news/${data.id}`)).statusCode).toBe(404);
  });

  /** The 413 of a file over 5 MB: the spec's message, then the file named. */
  const tooLarge = (name: string) => {
    const message = `${messages.fileTooLarge} — ${name}: larger than 5 MB`;
    return { message, errors: { files: [message] } };
  };

  it('refuses a file over 5 MB with 413 while it streams, naming it, and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]);
      const response = await store(validFields(), [image(), { field: 'files', data: big, name: 'huge.png' }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual(tooLarge('huge.png'));
    });
  });

  it('sends the 413 with its field over a real connection too, where the limit can surface from the form stream', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    for (const [key, value] of Object.entries(validFields())) for (const item of [value].flat()) form.append(key, String(item));
    form.append('files', new Blob([new Uint8Array(png)]), 'small.png');
    form.append('files', new Blob([new Uint8Array(Buffer.concat([png, Buffer.alloc(2 * MAX_UPLOAD_BYTES)]))]), 'huge.png');
    const response = await fetch(`${address}${STORE}`, { method: 'POST', body: form, headers: alice.headers });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge('huge.png'));
  });

  it('names each file whose bytes are not an accepted type, whatever its name says, and counts them', async () => {
    await expectNothingWritten(async () => {
      const response = await store(validFields(), [
        image(),
        { field: 'files', data: Buffer.from('MZ not really a picture'), name: 'photo.jpg' },
        { field: 'files', data: pdfFile(), name: 'C:\\Users\\ram\\scan\u202E.png' },
      ]);
      expect(response.statusCode).toBe(422);
      const reason = 'not a JPG, PNG, MP4, MOV or AVI file';
      expect(response.json().errors).toEqual({
        files: [`2 file(s) did not pass validation constraints — photo.jpg: ${reason}; scan.png: ${reason}`],
        'files.1': [`photo.jpg: ${reason}`],
        'files.2': [`scan.png: ${reason}`],
      });
    });
  });

  it('refuses a picture that is cut short after a sound header, when it is decoded', async () => {
    const noisy = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .png()
      .toBuffer();
    await expectNothingWritten(async () => {
      const response = await store(validFields(), [image(), { field: 'files', data: noisy.subarray(0, noisy.length / 2) }]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ files: [`${messages.filesRejected(1)} — file.bin: not a JPG, PNG, MP4, MOV or AVI file`] });
    });
  });

  it('accepts only a PDF as the PDF, by content', async () => {
    await expectNothingWritten(async () => {
      const response = await store(validFields(), [image(), { field: 'pdf', data: png, name: 'renamed.pdf' }]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ pdf: [`${messages.pdfOnly} — renamed.pdf: not a PDF file`] });
    });
  });

  it('refuses more attachments than allowed', async () => {
    await expectNothingWritten(async () => {
      const response = await store(validFields(), Array.from({ length: MAX_NEWS_ATTACHMENTS + 1 }, image));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ files: [messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS)] });
    });
  });

  it('refuses files that together pass the total size limit', async () => {
    await expectNothingWritten(async () => {
      // Each under the 5 MB of one file; six of them over the 25 MB of all.
      const large = () => ({ field: 'files' as const, data: Buffer.concat([png, Buffer.alloc(4_500_000)]) });
      const response = await store(validFields(), Array.from({ length: 6 }, large));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ files: [messages.totalFileSize(MAX_NEWS_TOTAL_MB)] });
    });
  });

  it('names each missing or unknown field', async () => {
    await expectNothingWritten(async () => {
      const missing = await store({ content: '<p>No title</p>' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        title: [messages.requiredField('Title')],
        language_id: [messages.languageSelect],
        category_ids: [messages.atLeastOne],
      });
      const unknown = await store(validFields({ language_id: 99, category_ids: [POLITICS, 999] }));
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ language_id: [messages.languageSelect], category_ids: [messages.categorySelect] });
    });
  });

  it('answers 401 without a signed-in caller, on every route', async () => {
    const body = await multipart(validFields());
    const anonymous = [
      await t.app.inject({ method: 'POST', url: STORE, payload: body.payload, headers: body.headers }),
      await t.app.inject({ method: 'PUT', url: `${OWN}/1`, payload: body.payload, headers: body.headers }),
      await get(OWN, {}),
      await get(`${OWN}/1`, {}),
      await get(`${OWN}/export?rows=10`, {}),
    ];
    expect(anonymous.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });
});

describe('GET and PUT v1/client/news/{id}', () => {
  it("answers 404 for another client's item, on reading and on editing, and changes nothing", async () => {
    const { data } = (await store(validFields({ title: "Alice's story" }), [image()])).json();
    expect((await get(`${OWN}/${data.id}`, bob.headers)).statusCode).toBe(404);
    const response = await edit(data.id, validFields({ title: 'Taken over' }), [], bob);
    expect(response.statusCode).toBe(404);
    expect((await detailOf(data.id)).title).toBe("Alice's story");
    expect((await get(`${OWN}/987654`)).statusCode).toBe(404);
  });

  it('refuses to edit an item staff have published, and shows it as no longer editable', async () => {
    const { data } = (await store(validFields({ title: 'Approved already' }))).json();
    await t.db.update(news).set({ status: 'published' }).where(eq(news.id, data.id));
    const response = await edit(data.id, validFields({ title: 'Changed after approval' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.newsNotEditable);
    expect(await detailOf(data.id)).toMatchObject({ title: 'Approved already', status: 'published', label: 'Published', editable: false });
  });

  it('keeps the attachments named, drops the others after the commit, appends new ones and replaces the PDF', async () => {
    const created = (await store(validFields(), [image(), image(), pdf()])).json().data as OwnNewsDetail;
    const [first, second] = created.images;
    const oldPdf = created.pdf;
    const before = await mediaRowsOf(created.id);
    const dropped = before.filter((file) => file.id === second?.id || file.id === oldPdf?.id);

    const response = await edit(
      created.id,
      validFields({
        title: 'Flood relief: second convoy',
        content: '<p>Updated.</p>',
        category_ids: [SPORTS],
        keep_media_ids: [first?.id as number],
      }),
      [{ field: 'files', data: await pngImage(30) }, pdf()],
    );
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json() as { message: string; data: OwnNewsDetail };
    expect(message).toBe(messages.newsUpdated);
    expect(data).toMatchObject({
      title: 'Flood relief: second convoy',
      content: '<p>Updated.</p>',
      category_ids: [SPORTS],
      status: 'pending',
    });
    expect(data.images.map((file) => file.id)[0]).toBe(first?.id);
    expect(data.images).toHaveLength(2);
    expect(data.images[1]?.width).toBe(30);
    expect(data.pdf?.id).not.toBe(oldPdf?.id);
    expect(data.pdf).not.toBeNull();

    const after = await mediaRowsOf(created.id);
    expect(after.map((file) => file.position)).toEqual([0, 1, 2]);
    for (const file of after) expect(onDisk(file.path)).toBe(true);
    for (const file of dropped) {
      expect(onDisk(file.path)).toBe(false);
      if (file.thumbnailPath) expect(onDisk(file.thumbnailPath)).toBe(false);
    }
  });

  it('keeps the saved PDF only when it is named among the files to keep', async () => {
    const created = (await store(validFields(), [image(), pdf()])).json().data as OwnNewsDetail;
    const keepingPdf = await edit(
      created.id,
      validFields({ keep_media_ids: [created.images[0]?.id as number, created.pdf?.id as number] }),
    );
    expect((keepingPdf.json().data as OwnNewsDetail).pdf?.id).toBe(created.pdf?.id);
    const droppingPdf = await edit(created.id, validFields({ keep_media_ids: [created.images[0]?.id as number] }));
    expect(droppingPdf.json().data).toMatchObject({ pdf: null, images: [{ id: created.images[0]?.id }] });
  });

  it('counts kept attachments against the limit', async () => {
    const created = (await store(validFields(), Array.from({ length: MAX_NEWS_ATTACHMENTS }, image))).json().data as OwnNewsDetail;
    const response = await edit(created.id, validFields({ keep_media_ids: created.images.map((file) => file.id) }), [image()]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ files: [messages.attachmentsTooMany(MAX_NEWS_ATTACHMENTS)] });
  });

  it('leaves the saved item and every one of its files untouched when an edit is refused', async () => {
    const created = (await store(validFields({ title: 'Saved safely' }), [image(), image(), pdf()])).json().data as OwnNewsDetail;
    const before = await mediaRowsOf(created.id);
    const filesBefore = storedFiles();
    for (const refused of [
      await edit(created.id, validFields({ title: 'Broken edit', keep_media_ids: [] }), [
        image(),
        { field: 'files', data: Buffer.from('not an image'), name: 'x.png' },
      ]),
      await edit(created.id, validFields({ title: 'Broken edit', keep_media_ids: [] }), [{ field: 'pdf', data: png }]),
      await edit(created.id, validFields({ title: '', keep_media_ids: [] }), [image()]),
    ]) {
      expect(refused.statusCode).toBe(422);
    }
    const oversized = await edit(created.id, validFields({ keep_media_ids: [] }), [
      { field: 'files', data: Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]) },
    ]);
    expect(oversized.statusCode).toBe(413);
    expect(await mediaRowsOf(created.id)).toEqual(before);
    expect(storedFiles().sort()).toEqual(filesBefore.sort());
    expect(await detailOf(created.id)).toEqual(created);
  });
});

/** Query parameters as the web sends them: strings as they are, filters as JSON. */
const queryString = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));

describe('GET v1/client/news (own list)', () => {
  let owner: typeof alice;
  const own = (query: Record<string, unknown> = {}) => get(`${OWN}?${queryString(query)}`, owner.headers);
  const titles = (response: { json(): { data: OwnNewsRow[] } }) => response.json().data.map((row) => row.title);

  beforeAll(async () => {
    owner = await signIn();
    const items = [
      { title: 'Budget 50% spent by March', languageId: ENGLISH, categoryIds: [ECONOMY], daysAgo: 1, status: 'pending' },
      { title: 'Cricket team returns home', languageId: ENGLISH, categoryIds: [SPORTS], daysAgo: 3, status: 'published' },
      { title: 'सरकारले बजेट सार्वजनिक गर्‍यो', languageId: NEPALI, categoryIds: [ECONOMY, POLITICS], daysAgo: 5, status: 'rejected' },
      { title: 'Assembly_session adjourned', languageId: ENGLISH, categoryIds: [POLITICS], daysAgo: 40, status: 'pending' },
    ] as const;
    for (const item of items) {
      const row = await t.app.content.news.create({ ...item, categoryIds: [...item.categoryIds], userId: owner.id, status: 'pending' });
      const createdAt = new Date(clock - item.daysAgo * DAY);
      await t.db.update(news).set({ createdAt, status: item.status, publishAt: createdAt }).where(eq(news.id, row.id));
    }
    await t.app.content.news.create({ title: 'Someone else', languageId: ENGLISH, categoryIds: [ECONOMY], userId: alice.id });
  });

  it("lists only the caller's items, newest upload first, as rows of the Post table", async () => {
    const response = await own();
    expect(response.statusCode).toBe(200);
    expect(titles(response)).toEqual([
      'Budget 50% spent by March',
      'Cricket team returns home',
      'सरकारले बजेट सार्वजनिक गर्‍यो',
      'Assembly_session adjourned',
    ]);
    expect(response.json().meta).toEqual({ total: 4, current_page: 1, last_page: 1, total_relation: 'exact' });
    const [pending, published] = response.json().data as OwnNewsRow[];
    expect(pending).toMatchObject({
      status: 'pending',
      label: 'Pending',
      publish_at: null,
      user_name: owner.name,
      categories_name: [{ id: ECONOMY }],
    });
    expect(published).toMatchObject({ status: 'published', label: 'Published', publish_at: expect.any(String) });
  });

  it('pages and sorts on the server', async () => {
    const second = await own({ rowsPerPage: '3', page: '2' });
    expect(titles(second)).toEqual(['Assembly_session adjourned']);
    expect(second.json().meta).toEqual({ total: 4, current_page: 2, last_page: 2, total_relation: 'exact' });
    expect(titles(await own({ sortBy: 'title', descending: 'false', rowsPerPage: '2' }))).toEqual([
      'Assembly_session adjourned',
      'Budget 50% spent by March',
    ]);
    expect(titles(await own({ sortBy: 'status', descending: 'false' }))[0]).toBe('Budget 50% spent by March');
    expect(titles(await own({ sortBy: 'publish_at' }))).toEqual([
      'Cricket team returns home',
      'सरकारले बजेट सार्वजनिक गर्‍यो',
      'Assembly_session adjourned',
      'Budget 50% spent by March',
    ]);
  });

  it('filters by language, any of the categories, status and upload days', async () => {
    expect(titles(await own({ filters: { language_id: NEPALI } }))).toEqual(['सरकारले बजेट सार्वजनिक गर्‍यो']);
    expect(titles(await own({ filters: { category_ids: [SPORTS, POLITICS] } }))).toEqual([
      'Cricket team returns home',
      'सरकारले बजेट सार्वजनिक गर्‍यो',
      'Assembly_session adjourned',
    ]);
    expect(titles(await own({ filters: { status: 'pending' } }))).toEqual(['Budget 50% spent by March', 'Assembly_session adjourned']);
    const day = (daysAgo: number) => nepalDay(new Date(clock - daysAgo * DAY));
    expect(titles(await own({ filters: { date_from: day(6), date_to: day(2) } }))).toEqual([
      'Cricket team returns home',
      'सरकारले बजेट सार्वजनिक गर्‍यो',
    ]);
    const backwards = await own({ filters: { date_from: day(1), date_to: day(5) } });
    expect(backwards.statusCode).toBe(422);
  });

  it('filters by a Bikram Sambat month of upload, as the content lists do, and refuses a month off the table', async () => {
    // Forty days back is another BS month than the last week's uploads.
    const month = bsFromAd(nepalDay(new Date(clock - 40 * DAY)));
    const bsMonth = bsMonthKey(month.year, month.month);
    expect(titles(await own({ filters: { bs_month: bsMonth } }))).toEqual(['Assembly_session adjourned']);
    expect(titles(await own({ filters: { bs_month: bsMonth, status: 'published' } }))).toEqual([]);
    const refused = await own({ filters: { bs_month: '2083-13' } });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(messages.bsMonthInvalid);
  });

  it('searches titles for the text as typed, wildcards and quotes included', async () => {
    expect(titles(await own({ query: 'budget' }))).toEqual(['Budget 50% spent by March']);
    expect(titles(await own({ query: '50%' }))).toEqual(['Budget 50% spent by March']);
    expect(titles(await own({ query: '%' }))).toEqual(['Budget 50% spent by March']);
    expect(titles(await own({ query: 'y_s' }))).toEqual(['Assembly_session adjourned']);
    expect(titles(await own({ query: 'बजेट' }))).toEqual(['सरकारले बजेट सार्वजनिक गर्‍यो']);
    expect(titles(await own({ query: "'; drop table news; --" }))).toEqual([]);
    expect(titles(await own({ query: 'Someone' }))).toEqual([]);
  });

  it('answers the same list as the generic v1/client/news/all, not as an id', async () => {
    const all = await get(`${OWN}/all?${queryString({ rowsPerPage: '3', page: '2' })}`, owner.headers);
    expect(all.statusCode).toBe(200);
    expect(titles(all)).toEqual(['Assembly_session adjourned']);
    expect(all.json().meta).toEqual({ total: 4, current_page: 2, last_page: 2, total_relation: 'exact' });
  });

  describe('GET v1/client/news/export', () => {
    const exported = async (query: Record<string, unknown>) => {
      const response = await get(`${OWN}/export?${queryString(query)}`, owner.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(messages.exported);
      return response.json().data.url as string;
    };

    it('writes the filtered rows of the caller, as many as asked, to a CSV behind a short-lived link', async () => {
      const url = await exported({ rows: '2', filters: { language_id: ENGLISH } });
      const download = await get(url, {});
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
      const day = nepalDay(new Date(clock));
      expect(download.headers['content-disposition']).toBe(`attachment; filename="news-export-${day}.csv"`);
      expect([...download.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = download.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('ID,Title,Language,Categories,Publish date,Label,User,Status,Created');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^\d+,Budget 50% spent by March,English,Economy,,Pending,Client \d+,pending,\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(lines[2]).toMatch(/^\d+,Cricket team returns home,English,Sports,\d{4}-\d\d-\d\d \d\d:\d\d,Published,/);
      expect(download.rawPayload.toString('utf8')).not.toContain('Someone else');
    });

    it('exports only the rows of the BS month filtered', async () => {
      const month = bsFromAd(nepalDay(new Date(clock - 40 * DAY)));
      const url = await exported({ rows: '10', filters: { bs_month: bsMonthKey(month.year, month.month) } });
      const lines = (await get(url, {})).rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Assembly_session adjourned');
    });

    it('writes the same table as XLSX on request', async () => {
      const url = await exported({ rows: '10', format: 'xlsx', filters: { language_id: NEPALI } });
      const download = await get(url, {});
      expect(download.headers['content-disposition']).toMatch(/filename="news-export-\d{4}-\d\d-\d\d\.xlsx"/);
      const sheet = strFromU8(unzipSync(new Uint8Array(download.rawPayload))['xl/worksheets/sheet1.xml'] as Uint8Array);
      expect(sheet).toContain('सरकारले बजेट सार्वजनिक गर्‍यो');
      expect(sheet).not.toContain('Cricket');
    });

    it('refuses a tampered or expired link, and a missing or bad row count', async () => {
      const url = await exported({ rows: '1' });
      // Another first character, whatever the signature starts with.
      const tampered = url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
      expect((await get(tampered, {})).statusCode).toBe(403);
      expect((await get(url.replace('.csv', '.xlsx'), {})).statusCode).toBe(403);
      expect((await get(`${OWN}/export`, owner.headers)).statusCode).toBe(422);
      expect((await get(`${OWN}/export?rows=-1`, owner.headers)).json().errors).toEqual({ rows: [messages.exportRows] });
      clock += 16 * 60_000;
      try {
        expect((await get(url, {})).statusCode).toBe(403);
      } finally {
        clock -= 16 * 60_000;
      }
    });
  });
});
