import { messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_PLAN, buildStaff, imageFile, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let headers: Record<string, string>;
const ids: Record<string, number> = {};
const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await buildStaff(t.db);
  const publish = async (key: string, title: string, daysAgo: number, images: number, status: 'published' | 'pending' = 'published') => {
    const files = await Promise.all(Array.from({ length: images }, (_, index) => imageFile(40 + index)));
    const row = await t.app.content.gallery.create({
      title,
      description: '<p>Photos by the agency<img src=x onerror=alert(1)></p>',
      status,
      publishAt: new Date(Date.now() - daysAgo * DAY),
      userId: staff.id,
      files,
    });
    ids[key] = row.id;
  };
  await publish('tihar', 'Tihar lights across Kathmandu', 1, 4);
  await publish('holi', 'होली पर्व रंगमय', 20, 2);
  await publish('empty', 'Press conference', 40, 0);
  await publish('draft', 'Unreviewed photos', 1, 1, 'pending');
  ({ headers } = await signedInClient(t.app, t.db));
});
afterAll(() => t.close());

describe('GET client/gallery', () => {
  it('lists published galleries with a cover and a count, images left for the detail call', async () => {
    const response = await get('/api/auth/v2/client/gallery');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.map((item: { title: string }) => item.title)).toEqual([
      'Tihar lights across Kathmandu',
      'होली पर्व रंगमय',
      'Press conference',
    ]);
    expect(data[0]).toMatchObject({ images_count: 4, images: [], description: '<p>Photos by the agency<img src="x" /></p>' });
    expect(data[0].thumbnail).toMatch(/^\/media\/gallery\/thumbnails\//);
    expect(data[2]).toMatchObject({ images_count: 0, thumbnail: null });
  });

  it('searches titles in both scripts and filters by date', async () => {
    const search = async (query: string, filters = {}) =>
      (await get(`/api/auth/v2/client/gallery?query=${encodeURIComponent(query)}&filters=${encodeURIComponent(JSON.stringify(filters))}`))
        .json()
        .data.map((item: { id: number }) => item.id);
    expect(await search('tihar')).toEqual([ids.tihar]);
    expect(await search('होली')).toEqual([ids.holi]);
    expect(await search('', { date_preset: 'last_7_days' })).toEqual([ids.tihar]);
    expect(await search('unreviewed')).toEqual([]);
  });

  it('answers a gallery with all its images in order', async () => {
    const response = await get(`/api/auth/v2/client/gallery/${ids.tihar}`);
    expect(response.statusCode).toBe(200);
    const images = response.json().data.images;
    expect(images.map((image: { width: number }) => image.width)).toEqual([40, 41, 42, 43]);
    expect(images[0].download_name).toBe(`${images[0].id}.png`);
    expect((await get(`/api/auth/v2/client/gallery/${ids.draft}`)).statusCode).toBe(404);
  });

  it('refuses a plan without photos (403) and a client with no days left on the detail', async () => {
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const refused = await get('/api/auth/v2/client/gallery', basic.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.contentTypeNotInPlan);
    const expired = await signedInClient(t.app, t.db, { expiresInDays: -2 });
    expect((await get(`/api/auth/v2/client/gallery/${ids.tihar}`, expired.headers)).statusCode).toBe(403);
  });

  it('counts views and actions with gallary_id and lists the activity', async () => {
    const action = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/v2/client/gallery/count-client-action', headers, payload });
    expect((await get(`/api/auth/v2/client/gallery/count-views/${ids.holi}`)).statusCode).toBe(200);
    expect((await action({ gallary_id: ids.tihar, type: 5, action: 'Photo/Media Downloaded' })).statusCode).toBe(200);
    expect((await action({ gallery_id: ids.tihar, type: 5, action: 'x' })).statusCode).toBe(422);
    const activity = await get('/api/auth/v2/client/gallery/my-activities');
    expect(
      activity
        .json()
        .data.map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual([ids.tihar, ids.holi].sort());
    expect(activity.json().meta.total).toBe(2);
  });

  it('refuses a view or an action on a gallery outside the plan (403) and keeps it out of History', async () => {
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const view = await get(`/api/auth/v2/client/gallery/count-views/${ids.tihar}`, basic.headers);
    expect(view.statusCode).toBe(403);
    expect(view.json().message).toBe(messages.contentTypeNotInPlan);
    const action = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/client/gallery/count-client-action',
      headers: basic.headers,
      payload: { gallary_id: ids.tihar, type: 5, action: 'Photo/Media Downloaded' },
    });
    expect(action.statusCode).toBe(403);
    const history = await get('/api/auth/v2/client/gallery/my-activities', basic.headers);
    expect(history.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
