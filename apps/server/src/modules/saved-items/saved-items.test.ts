import { MAX_SAVED_FOLDERS, MAX_SAVED_ITEMS, MAX_SHARES_PER_DAY } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemShares, news, savedFolders, savedItems, users } from '../../db/schema.ts';
import { BASIC_PLAN, buildStaff, imageFile, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let staffId: number;
type Headers = Record<string, string>;

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const save = (headers: Headers, payload: object) => call(headers, 'POST', '/api/client/saved-items', payload);
const list = async (headers: Headers, query = '') => (await call(headers, 'GET', `/api/client/saved-items${query}`)).json();
const share = (headers: Headers, payload: object) => call(headers, 'POST', '/api/client/shares', payload);

const publishNews = async (title: string) => (await t.app.content.news.create(newsFixture(staffId, { title }))).id;
const publishGallery = async (title: string) =>
  (
    await t.app.content.gallery.create({
      title,
      description: '<p>Pictures of the day</p>',
      status: 'published',
      publishAt: new Date(Date.now() - 60_000),
      userId: staffId,
      files: [await imageFile()],
    })
  ).id;

beforeAll(async () => {
  t = await buildTestApp();
  staffId = (await buildStaff(t.db)).id;
});
afterAll(() => t.close());

describe('saved items', () => {
  it('saves an item with a folder and note, lists it as its card, moves it, edits the note and removes it', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const newsId = await publishNews('Koshi barrage opened');
    const folder = (await call(headers, 'POST', '/api/client/saved-folders', { name: ' Floods ' })).json().data;
    expect(folder).toMatchObject({ name: 'Floods', items: 0 });

    const saved = await save(headers, { kind: 'news', item_id: newsId, folder_id: folder.id, note: 'For the evening bulletin' });
    expect(saved.statusCode).toBe(200);
    const mark = saved.json().data;
    expect(mark).toMatchObject({ item_id: newsId, folder_id: folder.id, note: 'For the evening bulletin' });

    const page = await list(headers, `?folder_id=${folder.id}`);
    expect(page.meta.total).toBe(1);
    expect(page.data[0]).toMatchObject({ id: mark.id, kind: 'news', state: 'available', note: 'For the evening bulletin' });
    expect(page.data[0].card).toMatchObject({ id: newsId, title: 'Koshi barrage opened' });
    expect((await list(headers, '?folder_id=none')).data).toEqual([]);

    const status = await call(headers, 'GET', `/api/client/saved-items/status?kind=news&ids=${newsId},999999`);
    expect(status.json().data).toEqual([{ id: mark.id, item_id: newsId, folder_id: folder.id, note: 'For the evening bulletin' }]);

    const moved = await call(headers, 'PUT', `/api/client/saved-items/${mark.id}`, { folder_id: null, note: 'Kept' });
    expect(moved.json().data).toMatchObject({ folder_id: null, note: 'Kept' });
    expect((await list(headers, '?folder_id=none')).data).toHaveLength(1);

    expect((await call(headers, 'DELETE', `/api/client/saved-items/${mark.id}`)).statusCode).toBe(200);
    expect((await list(headers)).data).toEqual([]);
    expect((await call(headers, 'DELETE', `/api/client/saved-items/${mark.id}`)).statusCode).toBe(404);
  });

  it('keeps one row for 50 saves of the same item at once', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const newsId = await publishNews('Budget speech');
    const answers = await Promise.all(Array.from({ length: 50 }, () => save(headers, { kind: 'news', item_id: newsId })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(await t.db.select().from(savedItems).where(eq(savedItems.userId, client.id))).toHaveLength(1);
  });

  it('answers 404 for another person’s saved item and folder, and for an item that is not published', async () => {
    const owner = await signedInClient(t.app, t.db);
    const other = await signedInClient(t.app, t.db);
    const newsId = await publishNews('Monsoon arrives');
    const mark = (await save(owner.headers, { kind: 'news', item_id: newsId })).json().data;
    const folder = (await call(owner.headers, 'POST', '/api/client/saved-folders', { name: 'Mine' })).json().data;

    expect((await call(other.headers, 'PUT', `/api/client/saved-items/${mark.id}`, { folder_id: null, note: 'x' })).statusCode).toBe(404);
    expect((await call(other.headers, 'DELETE', `/api/client/saved-items/${mark.id}`)).statusCode).toBe(404);
    expect((await call(other.headers, 'PUT', `/api/client/saved-folders/${folder.id}`, { name: 'Theirs' })).statusCode).toBe(404);
    expect((await call(other.headers, 'DELETE', `/api/client/saved-folders/${folder.id}`)).statusCode).toBe(404);
    expect((await save(other.headers, { kind: 'news', item_id: newsId, folder_id: folder.id })).statusCode).toBe(404);
    expect((await call(other.headers, 'GET', `/api/client/saved-items?folder_id=${folder.id}`)).json().data).toEqual([]);
    expect((await call(other.headers, 'GET', `/api/client/saved-items/status?kind=news&ids=${newsId}`)).json().data).toEqual([]);

    const draft = (await t.app.content.news.create(newsFixture(staffId, { status: 'pending' }))).id;
    expect((await save(owner.headers, { kind: 'news', item_id: draft })).statusCode).toBe(404);
    expect((await save(owner.headers, { kind: 'video', item_id: 2_000_000 })).statusCode).toBe(404);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.itemId, draft))).toEqual([]);
  });

  it('shows an item the plan no longer entitles, and one unpublished or deleted, without their cards', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const galleryId = await publishGallery('Tihar lights');
    expect((await save(headers, { kind: 'gallery', item_id: galleryId })).statusCode).toBe(403);
    // Saved while the house's plan had photos.
    await t.db.insert(savedItems).values({ userId: client.id, kind: 'gallery', itemId: galleryId });
    const unpublished = await publishNews('Withdrawn report');
    const deleted = await publishNews('Deleted report');
    const kept = await publishNews('Still here');
    for (const id of [unpublished, deleted, kept]) await save(headers, { kind: 'news', item_id: id });
    await t.db.update(news).set({ status: 'pending' }).where(eq(news.id, unpublished));
    await t.db.delete(news).where(eq(news.id, deleted));

    const byItem = new Map(
      (await list(headers)).data.map((row: { kind: string; item_id: number; state: string; card: unknown }) => [
        `${row.kind}:${row.item_id}`,
        row,
      ]),
    );
    expect(byItem.get(`gallery:${galleryId}`)).toMatchObject({ state: 'not_in_plan', card: null });
    expect(byItem.get(`news:${unpublished}`)).toMatchObject({ state: 'gone', card: null });
    expect(byItem.get(`news:${deleted}`)).toMatchObject({ state: 'gone', card: null });
    expect(byItem.get(`news:${kept}`)).toMatchObject({ state: 'available', card: expect.objectContaining({ title: 'Still here' }) });
  });

  it('pages newest first', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const ids = [await publishNews('First'), await publishNews('Second'), await publishNews('Third')];
    for (const id of ids) await save(headers, { kind: 'news', item_id: id });
    const first = await list(headers, '?rowsPerPage=2');
    expect(first.data.map((row: { item_id: number }) => row.item_id)).toEqual([ids[2], ids[1]]);
    expect(first.meta).toMatchObject({ total: 3, last_page: 2 });
    expect((await list(headers, '?rowsPerPage=2&page=2')).data.map((row: { item_id: number }) => row.item_id)).toEqual([ids[0]]);
  });

  it('refuses a save past the limit, a note too long and bad status ids, changing nothing', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await t.db
      .insert(savedItems)
      .values(
        Array.from({ length: MAX_SAVED_ITEMS }, (_, index) => ({ userId: client.id, kind: 'video' as const, itemId: 1_000_000 + index })),
      );
    const newsId = await publishNews('One too many');
    const refused = await save(headers, { kind: 'news', item_id: newsId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.item_id).toEqual([`You can keep at most ${MAX_SAVED_ITEMS} saved items. Remove one to save another.`]);
    expect((await save(headers, { kind: 'news', item_id: newsId, note: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await call(headers, 'GET', '/api/client/saved-items/status?kind=news&ids=1;drop')).statusCode).toBe(422);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.userId, client.id))).toHaveLength(MAX_SAVED_ITEMS);
  });
});

describe('saved folders', () => {
  it('renames, refuses a name in use whatever its case and a folder too many, and deletes keeping the items', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const newsId = await publishNews('Election results');
    const folder = (await call(headers, 'POST', '/api/client/saved-folders', { name: 'Elections' })).json().data;
    await call(headers, 'POST', '/api/client/saved-folders', { name: 'Sports' });
    await save(headers, { kind: 'news', item_id: newsId, folder_id: folder.id });

    const taken = await call(headers, 'PUT', `/api/client/saved-folders/${folder.id}`, { name: 'SPORTS' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['You already have a folder with this name']);
    expect((await call(headers, 'POST', '/api/client/saved-folders', { name: 'elections' })).statusCode).toBe(422);
    expect((await call(headers, 'POST', '/api/client/saved-folders', { name: '  ' })).statusCode).toBe(422);
    expect((await call(headers, 'PUT', `/api/client/saved-folders/${folder.id}`, { name: 'Vote 2082' })).statusCode).toBe(200);

    const folders = (await call(headers, 'GET', '/api/client/saved-folders')).json();
    expect(folders).toMatchObject({ total: 1, unfiled: 0 });
    expect(folders.data.map((row: { name: string; items: number }) => [row.name, row.items])).toEqual([
      ['Sports', 0],
      ['Vote 2082', 1],
    ]);

    expect((await call(headers, 'DELETE', `/api/client/saved-folders/${folder.id}`)).statusCode).toBe(200);
    expect((await list(headers)).data).toEqual([expect.objectContaining({ item_id: newsId, folder_id: null })]);

    await t.db
      .insert(savedFolders)
      .values(Array.from({ length: MAX_SAVED_FOLDERS - 1 }, (_, index) => ({ userId: client.id, name: `Folder ${index}` })));
    const tooMany = await call(headers, 'POST', '/api/client/saved-folders', { name: 'One more' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.name).toEqual([`You can have at most ${MAX_SAVED_FOLDERS} folders. Delete one to make another.`]);
  });

  it('makes one folder of 50 creations of the same name at once', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(headers, 'POST', '/api/client/saved-folders', { name: 'Race' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(49);
    expect(await t.db.select().from(savedFolders).where(eq(savedFolders.userId, client.id))).toHaveLength(1);
  });
});

describe('share by email', () => {
  it('mails the headline, summary, sender, house, note and link to each address once, in the sender’s language', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await t.db.update(users).set({ fullName: 'Sita Sharma', companyName: 'Radio Pokhara', locale: 'ne' }).where(eq(users.id, client.id));
    const newsId = await publishNews('Fewa lake cleaned');
    const answer = await share(headers, {
      kind: 'news',
      item_id: newsId,
      recipients: ['Desk@Example.com', 'desk@example.com', 'ram@example.com'],
      note: 'Use this in the 6 pm bulletin',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ recipients: ['desk@example.com', 'ram@example.com'], shares_left_today: MAX_SHARES_PER_DAY - 1 });

    const mail = await t.smtp.waitFor('desk@example.com', 30_000);
    expect(mail.subject).toBe('Sita Sharma ले पठाउनुभयो: Fewa lake cleaned');
    expect(mail.text).toContain('Sita Sharma (Radio Pokhara)');
    expect(mail.text).toContain('A report from the agency desk.');
    expect(mail.text).toContain('Use this in the 6 pm bulletin');
    expect(mail.text).toContain(`http://portal.test/news/${newsId}`);
    expect(mail.to).toEqual(['desk@example.com']);
    await t.smtp.waitFor('ram@example.com', 30_000);
    const [row] = await t.db.select().from(itemShares).where(eq(itemShares.userId, client.id));
    expect(row).toMatchObject({ kind: 'news', itemId: newsId, recipients: ['desk@example.com', 'ram@example.com'] });
  });

  it('refuses no address, six addresses, a bad address, a long note and an item the house may not read, storing nothing', async () => {
    const { client, headers } = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const newsId = await publishNews('Share me');
    const galleryId = await publishGallery('Not in the plan');
    const refused = async (payload: object) => (await share(headers, { kind: 'news', item_id: newsId, ...payload })).statusCode;
    expect(await refused({ recipients: [] })).toBe(422);
    expect(await refused({ recipients: Array.from({ length: 6 }, (_, index) => `r${index}@example.com`) })).toBe(422);
    expect(await refused({ recipients: ['not-an-address'] })).toBe(422);
    expect(await refused({ recipients: ['a@example.com'], note: 'x'.repeat(501) })).toBe(422);
    expect((await share(headers, { kind: 'gallery', item_id: galleryId, recipients: ['a@example.com'] })).statusCode).toBe(403);
    expect((await share(headers, { kind: 'news', item_id: 2_000_000, recipients: ['a@example.com'] })).statusCode).toBe(404);
    expect(await t.db.select().from(itemShares).where(eq(itemShares.userId, client.id))).toEqual([]);
  });

  it(`lets ${MAX_SHARES_PER_DAY} of 50 shares at once through and refuses the rest with 429`, async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const newsId = await publishNews('Popular story');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        share(headers, { kind: 'news', item_id: newsId, recipients: [`limit${index}@example.com`] }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_SHARES_PER_DAY);
    const over = answers.filter((answer) => answer.statusCode === 429);
    expect(over).toHaveLength(50 - MAX_SHARES_PER_DAY);
    expect(over[0]?.json().message).toBe(`You can share at most ${MAX_SHARES_PER_DAY} items a day. Try again tomorrow.`);
    expect(await t.db.select().from(itemShares).where(eq(itemShares.userId, client.id))).toHaveLength(MAX_SHARES_PER_DAY);
  });
});
