import { messages, type OwnNewsDetail, type ReviewDetail, type ReviewRow } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { buildStaff, ENGLISH, newsFixture, POLITICS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, multipartBody } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTE = 60_000;
let t: TestApp;
let clock = Date.now();
let staff: Record<string, string>;
let staffId: number;
let reader: Record<string, string>;

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function upload(author: Client, title: string) {
  const body = await multipartBody({
    title,
    content: '<p>From our district reporter.</p>',
    language_id: String(ENGLISH),
    category_ids: String(POLITICS),
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/new/v2/news/store',
    headers: { ...author.headers, ...body.headers },
    payload: body.payload,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id as number;
}
const decide = (id: number, decision: string, payload: Record<string, unknown>, headers = staff) =>
  t.app.inject({ method: 'POST', url: `/api/v1/reviews/${id}/${decision}`, headers, payload });
const ownDetail = async (author: Client, id: number) =>
  (await t.app.inject({ url: `/api/v1/client/news/${id}`, headers: author.headers })).json().data as OwnNewsDetail;
const queue = async (filters: Record<string, unknown> = {}) => {
  const params = new URLSearchParams({ filters: JSON.stringify(filters), rowsPerPage: '100' });
  const answer = await t.app.inject({ url: `/api/v1/reviews/all?${params}`, headers: staff });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: ReviewRow[] }).data;
};
const readerSees = async (id: number) => (await t.app.inject({ url: `/api/auth/v2/new/v2/news/${id}`, headers: reader })).statusCode;
const mailsTo = (author: Client) => t.smtp.mails.filter((mail) => mail.to.includes(author.client.email));
async function mailAbout(author: Client, subjectPart: string) {
  await expect.poll(() => mailsTo(author).find((mail) => mail.subject.includes(subjectPart)), { timeout: 5_000 }).toBeDefined();
  return mailsTo(author).find((mail) => mail.subject.includes(subjectPart));
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  const staffUser = await buildStaff(t.db);
  staffId = staffUser.id;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  reader = (await signedInClient(t.app, t.db)).headers;
});
afterAll(async () => {
  await t.close();
});

describe('the review of client uploads (api/v1/reviews)', () => {
  it('refuses every call to guests (401) and clients (403)', async () => {
    const author = await signedInClient(t.app, t.db);
    const id = await upload(author, 'Not for clients to judge');
    const calls = [
      { method: 'GET', url: '/api/v1/reviews/all' },
      { method: 'GET', url: `/api/v1/reviews/${id}` },
      { method: 'POST', url: `/api/v1/reviews/${id}/approve`, payload: { source_name: 'Anyone' } },
      { method: 'POST', url: `/api/v1/reviews/${id}/request-changes`, payload: { note: 'More' } },
      { method: 'POST', url: `/api/v1/reviews/${id}/reject`, payload: { note: 'No' } },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: author.headers })).statusCode, call.url).toBe(403);
    }
    expect((await ownDetail(author, id)).status).toBe('pending');
  });

  it('queues pending client uploads with their organisation, and leaves the agency’s own items out', async () => {
    const author = await signedInClient(t.app, t.db);
    const id = await upload(author, 'Queued from Pokhara');
    await t.app.content.news.create(newsFixture(staffId, { title: 'Agency item, not for review' }));
    const pending = await queue({ status: 'pending' });
    expect(pending.find((row) => row.id === id)).toMatchObject({
      title: 'Queued from Pokhara',
      status: 'pending',
      user_id: author.client.id,
      company_name: author.client.companyName,
    });
    expect(pending.some((row) => row.title === 'Agency item, not for review')).toBe(false);
    const detail = (await t.app.inject({ url: `/api/v1/reviews/${id}`, headers: staff })).json().data as ReviewDetail;
    expect(detail).toMatchObject({
      id,
      client: { id: author.client.id, email: author.client.email },
      review_note: null,
      reviewer_name: null,
    });
  });

  it('approves: the item goes out to every client crediting the source, the author sees it published and is mailed', async () => {
    const author = await signedInClient(t.app, t.db);
    const id = await upload(author, 'Landslide blocks the highway');
    expect(await readerSees(id)).toBe(404);

    const answer = await decide(id, 'approve', { source_name: 'Gandaki Times' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(messages.uploadApproved);

    expect(await readerSees(id)).toBe(200);
    const seen = (await t.app.inject({ url: `/api/auth/v2/new/v2/news/${id}`, headers: reader })).json().data;
    expect(seen.source_name).toBe('Gandaki Times');
    expect(await ownDetail(author, id)).toMatchObject({ status: 'published', label: 'Published', editable: false });
    const detail = (await t.app.inject({ url: `/api/v1/reviews/${id}`, headers: staff })).json().data as ReviewDetail;
    expect(detail).toMatchObject({ status: 'published', source_name: 'Gandaki Times', reviewer_name: expect.any(String) });
    const mail = await mailAbout(author, 'published');
    expect(mail?.text).toContain(`http://portal.test/show-news/${id}`);

    const again = await decide(id, 'reject', { note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.uploadAlreadyReviewed);
  });

  it('approves with a publish time in the future: embargoed until then', async () => {
    const author = await signedInClient(t.app, t.db);
    const id = await upload(author, 'Embargoed budget leak');
    const at = new Date(clock + 30 * MINUTE);
    expect((await decide(id, 'approve', { source_name: 'Kathmandu Daily', publish_at: at.toISOString() })).statusCode).toBe(200);
    expect(await readerSees(id)).toBe(404);
    clock += 31 * MINUTE;
    expect(await readerSees(id)).toBe(200);
  });

  it('requests changes: the author is told what to change, edits the item and it is pending again', async () => {
    const author = await signedInClient(t.app, t.db);
    const id = await upload(author, 'Half a story');
    expect((await decide(id, 'request-changes', { note: 'Add the district officer’s quote.' })).statusCode).toBe(200);

    expect(await ownDetail(author, id)).toMatchObject({
      status: 'changes_requested',
      label: 'Changes requested',
      editable: true,
      review_note: 'Add the district officer’s quote.',
    });
    expect((await mailAbout(author, 'needs changes'))?.text).toContain('What to change: Add the district officer’s quote.');
    expect(await readerSees(id)).toBe(404);

    const edited = await multipartBody({
      title: 'The whole story',
      content: '<p>With the quote.</p>',
      language_id: String(ENGLISH),
      category_ids: String(POLITICS),
    });
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/client/news/${id}`,
      headers: { ...author.headers, ...edited.headers },
      payload: edited.payload,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(await ownDetail(author, id)).toMatchObject({ title: 'The whole story', status: 'pending', review_note: null });
    expect((await queue({ status: 'pending' })).some((row) => row.id === id)).toBe(true);
  });

  it('publishes an upload findable by a word of its body or of its summary, as the desk’s own news', async () => {
    const author = await signedInClient(t.app, t.db);
    const id = await upload(author, 'Dam inspection');
    // No route gives a pending upload a summary today; a row holding one (an import, a future form) must keep it searchable.
    await t.db.update(news).set({ metaDescription: 'Engineers found quillwort seepage.' }).where(eq(news.id, id));
    // The author's edit keeps the summary staff gave, and its search columns with it.
    const edited = await multipartBody({
      title: 'Dam inspection',
      content: '<p>The sluice gates were <b>zorbified</b>.</p>',
      language_id: String(ENGLISH),
      category_ids: String(POLITICS),
    });
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/client/news/${id}`,
      headers: { ...author.headers, ...edited.headers },
      payload: edited.payload,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await decide(id, 'approve', { source_name: 'District desk' })).statusCode).toBe(200);

    const found = async (query: string) => {
      const params = new URLSearchParams({ query, rowsPerPage: '10' });
      const answer = await t.app.inject({ url: `/api/auth/v2/client/news?${params}`, headers: reader });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as { data: { id: number }[] }).data.map((card) => card.id);
    };
    expect(await found('zorbified')).toEqual([id]);
    expect(await found('quillwort')).toEqual([id]);
    expect(await found('quillw')).toEqual([id]);
  });

  it('rejects with a reason: the author sees it rejected with the reason, can no longer edit it, and is mailed', async () => {
    const author = await signedInClient(t.app, t.db);
    const id = await upload(author, 'Unverified rumour');
    expect((await decide(id, 'reject', { note: '   ' })).statusCode).toBe(422);
    expect((await ownDetail(author, id)).status).toBe('pending');

    expect((await decide(id, 'reject', { note: 'We could not verify the source.' })).statusCode).toBe(200);
    expect(await ownDetail(author, id)).toMatchObject({
      status: 'rejected',
      editable: false,
      review_note: 'We could not verify the source.',
    });
    expect((await mailAbout(author, 'was not accepted'))?.text).toContain('Reason: We could not verify the source.');
    expect(await readerSees(id)).toBe(404);
    expect((await queue({ status: 'rejected' })).map((row) => row.id)).toContain(id);
  });

  it('answers 404 for an unknown item and for the agency’s own items, which are not uploads', async () => {
    expect((await t.app.inject({ url: '/api/v1/reviews/999999', headers: staff })).statusCode).toBe(404);
    const own = await t.app.content.news.create(newsFixture(staffId, { title: 'Desk item' }));
    expect((await decide(own.id, 'approve', { source_name: 'Nobody' })).statusCode).toBe(404);
  });
});
