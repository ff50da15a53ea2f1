import { messages, type StaffEvent } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, POLITICS, pdfFile, SPORTS } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, multipartBody, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const EVENTS = '/api/v1/agenda/events';
let t: TestApp;
let staff: Record<string, string>;
let colleague: Record<string, string>;

async function signedInStaff() {
  const user = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: user.email, password: PASSWORD } });
  return bearer(login.json().data.access_token);
}

const budgetSpeech = (fields: Record<string, unknown> = {}) => ({
  title: 'Budget speech',
  title_ne: 'बजेट भाषण',
  start_date: '2027-05-29',
  start_time: '11:00',
  local_level_id: 1,
  venue: 'Federal Parliament, New Baneshwor',
  category_ids: [POLITICS],
  organiser: 'Ministry of Finance',
  coverages: [
    { kind: 'text', expected_date: '2027-05-29', expected_time: '12:00', note: 'Live text, then the full story' },
    { kind: 'photos' },
  ],
  ...fields,
});

const create = async (fields: Record<string, unknown> = {}) => {
  const answer = await t.app.inject({ method: 'POST', url: EVENTS, headers: staff, payload: budgetSpeech(fields) });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as StaffEvent;
};
const save = (event: StaffEvent, fields: Record<string, unknown>, headers = staff) =>
  t.app.inject({ method: 'PUT', url: `${EVENTS}/${event.id}`, headers, payload: { ...budgetSpeech(), version: event.version, ...fields } });

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInStaff();
  colleague = await signedInStaff();
});
afterAll(() => t.close());

describe('the agenda’s events, as staff plan them', () => {
  it('saves an event with its place filled from the local level and its coverage in order', async () => {
    const event = await create();
    expect(event).toMatchObject({
      version: 1,
      title_ne: 'बजेट भाषण',
      start_date: '2027-05-29',
      start_time: '11:00',
      province_id: 1,
      district_id: 1,
      local_level_id: 1,
      status: 'planned',
    });
    expect(event.coverages.map((coverage) => [coverage.kind, coverage.state, coverage.expected_time])).toEqual([
      ['text', 'planned', '12:00'],
      ['photos', 'planned', null],
    ]);
    expect((await t.app.inject({ url: `${EVENTS}/${event.id}`, headers: staff })).json().data).toEqual(event);
  });

  it('keeps no time on an all-day event, and no start time on one to be confirmed', async () => {
    expect(await create({ all_day: true, end_date: '2027-05-31', end_time: '17:00' })).toMatchObject({ start_time: null, end_time: null });
    expect(await create({ time_to_be_confirmed: true })).toMatchObject({ start_time: null, time_to_be_confirmed: true });
  });

  it('refuses an event that ends before it starts, a postponement without a reason, a bad time or place, and saves nothing', async () => {
    const before = (await t.app.inject({ url: EVENTS, headers: staff })).json().meta.total;
    const refusals = await Promise.all(
      [
        { end_date: '2027-05-28' },
        { end_date: '2027-05-29', end_time: '10:00' },
        { status: 'postponed' },
        { start_time: '25:00' },
        { local_level_id: 999_999 },
        { title: '  ' },
      ].map((fields) => t.app.inject({ method: 'POST', url: EVENTS, headers: staff, payload: budgetSpeech(fields) })),
    );
    expect(refusals.map((answer) => [answer.statusCode, Object.keys(answer.json().errors ?? {})])).toEqual([
      [422, ['end_date']],
      [422, ['end_date']],
      [422, ['status_reason']],
      [422, ['start_time']],
      [422, ['local_level_id']],
      [422, ['title']],
    ]);
    expect(refusals[2]?.json().errors.status_reason).toEqual([messages.eventReasonRequired]);
    expect((await t.app.inject({ url: EVENTS, headers: staff })).json().meta.total).toBe(before);
  });

  it('refuses a save made over a colleague’s, with a clear message, and keeps the colleague’s', async () => {
    const opened = await create();
    const first = await save(opened, { status: 'postponed', status_reason: 'The house adjourned' }, colleague);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ version: 2, status: 'postponed', status_reason: 'The house adjourned' });
    const second = await save(opened, { venue: 'Singha Durbar' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(messages.eventChangedMeanwhile);
    expect((await t.app.inject({ url: `${EVENTS}/${opened.id}`, headers: staff })).json().data).toMatchObject({
      version: 2,
      status: 'postponed',
      venue: 'Federal Parliament, New Baneshwor',
    });
  });

  it('lets one of 10 saves from the same version through', async () => {
    const opened = await create();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => save(opened, { venue: `Hall ${index}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await t.app.inject({ url: `${EVENTS}/${opened.id}`, headers: staff })).json().data.version).toBe(2);
  });

  it('keeps the coverages it is sent back by id, adds the new and drops the rest', async () => {
    const event = await create();
    const [text, photos] = event.coverages;
    const answer = await save(event, {
      coverages: [
        { id: photos?.id, kind: 'photos', state: 'assigned', note: 'Two photographers' },
        { kind: 'video', expected_date: '2027-05-29' },
      ],
    });
    const saved = answer.json().data as StaffEvent;
    expect(saved.coverages.map((coverage) => [coverage.id === photos?.id, coverage.kind, coverage.state])).toEqual([
      [true, 'photos', 'assigned'],
      [false, 'video', 'planned'],
    ]);
    expect(saved.coverages.some((coverage) => coverage.id === text?.id)).toBe(false);
  });

  it('duplicates an event as planned again, with its coverage and no reason', async () => {
    const cancelled = await create({ status: 'cancelled', status_reason: 'Rain' });
    const answer = await t.app.inject({ method: 'POST', url: `${EVENTS}/${cancelled.id}/duplicate`, headers: staff });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toBe(messages.eventDuplicated);
    const copy = answer.json().data as StaffEvent;
    expect(copy).toMatchObject({ version: 1, title: 'Budget speech', status: 'planned', status_reason: '', local_level_id: 1 });
    expect(copy.id).not.toBe(cancelled.id);
    expect(copy.coverages.map((coverage) => coverage.kind)).toEqual(['text', 'photos']);
    expect((await t.app.inject({ method: 'POST', url: `${EVENTS}/999999/duplicate`, headers: staff })).statusCode).toBe(404);
  });

  it('lists the events of a range of days, a multi-day one on each of its days, by status, earliest first', async () => {
    const series = await create({
      title: 'Cricket series',
      start_date: '2027-06-10',
      start_time: null,
      end_date: '2027-06-14',
      category_ids: [SPORTS],
    });
    const morning = await create({ title: 'Press conference', start_date: '2027-06-12', start_time: '09:00' });
    await create({ title: 'Later', start_date: '2027-06-20' });
    const titles = async (query: string) =>
      ((await t.app.inject({ url: `${EVENTS}?${query}`, headers: staff })).json().data as StaffEvent[]).map((event) => event.title);
    expect(await titles('from=2027-06-12&to=2027-06-12')).toEqual([series.title, morning.title]);
    expect(await titles('from=2027-06-15&to=2027-06-19')).toEqual([]);
    expect(await titles('from=2027-06-01&to=2027-06-30&status=planned')).toEqual([series.title, morning.title, 'Later']);
    expect((await t.app.inject({ url: `${EVENTS}?from=12-06-2027`, headers: staff })).statusCode).toBe(422);
  });
});

describe('an event’s files', () => {
  const attach = async (event: StaffEvent, name: string, file: { data: Buffer; name: string }) => {
    const body = await multipartBody({ name }, { file });
    return t.app.inject({
      method: 'POST',
      url: `${EVENTS}/${event.id}/attachments`,
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
  };

  it('keeps a PDF or picture under a lasting address that redirects to the file, and logs each change as a new version', async () => {
    const event = await create();
    const added = await attach(event, 'Press release', { data: pdfFile(), name: 'release.pdf' });
    expect(added.statusCode, added.body).toBe(201);
    const saved = added.json().data as StaffEvent;
    expect(saved.version).toBe(event.version + 1);
    expect(saved.attachments).toEqual([
      {
        id: expect.any(Number),
        name: 'Press release',
        kind: 'pdf',
        size: expect.any(Number),
        url: expect.stringMatching(/^http:\/\/portal\.test\/api\/agenda\/files\/\d+\.[\w-]{43}$/),
      },
    ]);

    const address = new URL(saved.attachments[0]?.url as string);
    const opened = await t.app.inject({ url: address.pathname });
    expect(opened.statusCode).toBe(302);
    const file = await t.app.inject({
      url: new URL(opened.headers.location as string).pathname + new URL(opened.headers.location as string).search,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ url: `${address.pathname.slice(0, -3)}abc` })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${EVENTS}/${event.id}/attachments/${saved.attachments[0]?.id}`,
      headers: staff,
    });
    expect(removed.json()).toMatchObject({ message: messages.attachmentRemoved, data: { attachments: [], version: event.version + 2 } });
    expect((await t.app.inject({ url: address.pathname })).statusCode).toBe(404);
  });

  it('refuses another type of file, a missing name, and an eleventh file, on their fields', async () => {
    const event = await create();
    const refused = await attach(event, 'Script', { data: Buffer.from('#!/bin/sh\necho hi\n'), name: 'run.sh' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ file: [messages.attachmentType] });
    expect((await attach(event, ' ', { data: pdfFile(), name: 'a.pdf' })).json().errors).toEqual({
      name: [messages.attachmentNameRequired],
    });
    const picture = await pngImage();
    for (let index = 0; index < 10; index += 1) {
      expect((await attach(event, `Photo ${index}`, { data: picture, name: 'p.png' })).statusCode).toBe(201);
    }
    expect((await attach(event, 'One too many', { data: picture, name: 'p.png' })).json().errors).toEqual({
      file: [messages.tooManyAttachments],
    });
  });
});
