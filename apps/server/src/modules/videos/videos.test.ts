import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientActions } from '../../db/schema.ts';
import {
  BASIC_PLAN,
  buildStaff,
  ECONOMY,
  ENGLISH,
  imageFile,
  mp4File,
  NEPALI,
  POLITICS,
  SPORTS,
  signedInClient,
} from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let headers: Record<string, string>;
let clientId: number;
const ids: Record<string, number> = {};
const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });
const idsOf = async (url: string) => (await get(url)).json().data.map((item: { id: number }) => item.id);

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await buildStaff(t.db);
  const publish = async (key: string, title: string, categoryIds: number[], languageId: number, daysAgo: number) => {
    const row = await t.app.content.videos.create({
      title,
      metaDescription: `${title} (video)`,
      description: '<p>Watch <a href="javascript:alert(1)">here</a></p>',
      languageId,
      categoryIds,
      status: 'published',
      publishAt: new Date(Date.now() - daysAgo * DAY),
      userId: staff.id,
      durationSeconds: 6,
      files: [
        { data: mp4File(), role: 'main' },
        { ...(await imageFile(90)), role: 'poster' },
      ],
    });
    ids[key] = row.id;
  };
  await publish('sunrise', 'Sunrise over the Himalayas', [SPORTS], ENGLISH, 1);
  await publish('match', 'Cricket highlights', [SPORTS, POLITICS], ENGLISH, 2);
  await publish('budget', 'बजेट भाषणका मुख्य अंश', [ECONOMY], NEPALI, 3);
  const signed = await signedInClient(t.app, t.db);
  headers = signed.headers;
  clientId = signed.client.id;
});
afterAll(() => t.close());

describe('videos', () => {
  it('lists videos with a poster thumbnail and filters by language, category and Media Topic', async () => {
    const response = await get('/api/auth/v2/client/videos');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ id: ids.sunrise, duration_seconds: 6, categories: [{ id: SPORTS, name: 'Sports' }] });
    expect(response.json().data[0].thumbnail).toMatch(/^\/media\/videos\/thumbnails\//);
    const filters = (value: object) => encodeURIComponent(JSON.stringify(value));
    expect(await idsOf(`/api/auth/v2/client/videos?filters=${filters({ language_id: NEPALI })}`)).toEqual([ids.budget]);
    expect(await idsOf(`/api/auth/v2/client/videos?filters=${filters({ category_ids: [POLITICS] })}`)).toEqual([ids.match]);
    // Economy's seeded topic is economy, business and finance; Sports' is sport.
    expect(await idsOf(`/api/auth/v2/client/videos?filters=${filters({ media_topic: 'medtop:04000000' })}`)).toEqual([ids.budget]);
    expect(await idsOf(`/api/auth/v2/client/videos?query=himalaya&filters=${filters({ media_topic: 'medtop:15000000' })}`)).toEqual([
      ids.sunrise,
    ]);
    expect(await idsOf(`/api/auth/v2/client/videos?query=himalaya&filters=${filters({ media_topic: 'medtop:04000000' })}`)).toEqual([]);
    expect(await idsOf('/api/auth/v2/client/videos?query=himalaya')).toEqual([ids.sunrise]);
  });

  it('answers the side lists: Related by category and All without the video shown', async () => {
    expect(await idsOf(`/api/auth/v2/client/videos?cat=${SPORTS}&id=${ids.sunrise}`)).toEqual([ids.match]);
    expect(await idsOf(`/api/auth/v2/client/videos?id=${ids.sunrise}`)).toEqual([ids.match, ids.budget]);
    expect((await get('/api/auth/v2/client/videos?cat=1;drop')).statusCode).toBe(422);
  });

  it("counts a search's videos per category, language and date band, for a plan with videos only", async () => {
    const facets = (await get('/api/auth/v2/client/videos/facets?query=video')).json();
    expect(facets).toMatchObject({
      relation: 'exact',
      categories: [
        { id: SPORTS, count: 2 },
        { id: POLITICS, count: 1 },
        { id: ECONOMY, count: 1 },
      ],
      languages: [
        { id: ENGLISH, count: 2 },
        { id: NEPALI, count: 1 },
      ],
      provinces: [],
    });
    expect(facets.dates.map((band: { band: string; count: number }) => [band.band, band.count])).toEqual([
      ['last_7_days', 3],
      ['last_30_days', 3],
    ]);
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    expect((await get('/api/auth/v2/client/videos/facets?query=video', basic.headers)).statusCode).toBe(403);
  });

  it('answers the detail with a signed video link, sanitized description and download name', async () => {
    const response = await get(`/api/auth/v2/client/videos/detail/${ids.sunrise}`);
    expect(response.statusCode).toBe(200);
    const video = response.json().data;
    expect(video.description).toBe('<p>Watch <a rel="noopener noreferrer nofollow">here</a></p>');
    expect(video.video).toMatch(/^\/media\/videos\/[\w-]+\.mp4\?expires=/);
    expect(video).toMatchObject({ extension: 'mp4', size: 32 });
    expect(video.download_name).toMatch(/^\d+\.mp4$/);
    const media = await t.app.inject({ method: 'GET', url: video.video, headers: { range: 'bytes=4-11' } });
    expect(media.statusCode).toBe(206);
    expect(media.headers['content-type']).toBe('video/mp4');
    expect(media.body).toBe('ftypisom');
  });

  it('refuses a plan without videos and a client with no days left', async () => {
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    expect((await get('/api/auth/v2/client/videos', basic.headers)).statusCode).toBe(403);
    const expired = await signedInClient(t.app, t.db, { expiresInDays: -1 });
    expect((await get(`/api/auth/v2/client/videos/detail/${ids.sunrise}`, expired.headers)).statusCode).toBe(403);
  });

  it('records video actions 2–4 only, and the Watched list leaves the current video out', async () => {
    const action = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/v2/client/videos/count-client-action', headers, payload });
    await get(`/api/auth/v2/client/videos/count-views/${ids.sunrise}`);
    await get(`/api/auth/v2/client/videos/count-views/${ids.budget}`);
    expect((await action({ video_id: ids.sunrise, type: 2, action: 'Video Downloaded' })).statusCode).toBe(200);
    expect((await action({ video_id: ids.sunrise, type: 5, action: 'x' })).statusCode).toBe(422);
    const rows = await t.db
      .select({ type: clientActions.type })
      .from(clientActions)
      .where(and(eq(clientActions.userId, clientId), eq(clientActions.kind, 'video')));
    expect(rows.map((row) => row.type).sort()).toEqual([1, 1, 2]);
    expect(await idsOf(`/api/auth/v2/client/videos/my-activities?id=${ids.sunrise}`)).toEqual([ids.budget]);
  });

  it('refuses a view or an action on a video outside the plan (403) and records nothing', async () => {
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    expect((await get(`/api/auth/v2/client/videos/count-views/${ids.sunrise}`, basic.headers)).statusCode).toBe(403);
    const action = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v2/client/videos/count-client-action',
      headers: basic.headers,
      payload: { video_id: ids.sunrise, type: 2, action: 'Video Downloaded' },
    });
    expect(action.statusCode).toBe(403);
    const rows = await t.db.select().from(clientActions).where(eq(clientActions.userId, basic.client.id));
    expect(rows).toEqual([]);
  });
});
