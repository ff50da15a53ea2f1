import { messages } from '@portal/shared';
import { count } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleries, news, videos } from '../../db/schema.ts';
import { buildStaff, ENGLISH, mp4File, NEPALI, POLITICS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer, deskForm, type FilePart, pngImage } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createSitePusher } from '../integrations/site-push.ts';

const GANDAKI = 4;
const KASKI = 38;
const POKHARA = 414;
const BAGMATI = 3;
const KATHMANDU_DISTRICT = 27;
const KATHMANDU = 307;

let t: TestApp;
let staff: Record<string, string>;
let client: Record<string, string>;
let png: Buffer;

const send = async (method: 'POST' | 'PUT', url: string, data: object, files: FilePart[] = []) => {
  const body = await deskForm(data, files);
  return t.app.inject({ method, url, headers: { ...staff, ...body.headers }, payload: body.payload });
};
const newsForm = (fields: Record<string, unknown>) => ({
  title: 'Lake clean-up draws volunteers',
  content: '<p>Hundreds turned out.</p>',
  language_id: ENGLISH,
  category_ids: [POLITICS],
  ...fields,
});
const galleryForm = (fields: Record<string, unknown>) => ({ title: 'Phewa at dawn', media: [{ file: 0 }], ...fields });
const videoForm = (fields: Record<string, unknown>) => ({
  title: 'Boats on Phewa',
  language_id: ENGLISH,
  category_ids: [POLITICS],
  ...fields,
});
const photo = (): FilePart[] => [{ field: 'files', data: png, name: 'photo.png' }];
const clip = (): FilePart[] => [{ field: 'video', data: mp4File(), name: 'clip.mp4' }];

const created = async (answer: { statusCode: number; body: string; json: () => { data: { id: number } } }) => {
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.id;
};
const publishNews = async (place: Record<string, unknown>) => created(await send('POST', '/api/v1/news', newsForm(place)));
const publishGallery = async (place: Record<string, unknown>) =>
  created(await send('POST', '/api/v1/galleries', galleryForm(place), photo()));
const publishVideo = async (place: Record<string, unknown>) => created(await send('POST', '/api/v1/videos', videoForm(place), clip()));

const listed = async (path: string, filters: object) => {
  const answer = await t.app.inject({
    url: `/api/auth/v2/client/${path}?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    headers: client,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { data: { id: number }[]; meta: { total: number } };
  return { ids: body.data.map((item) => item.id).sort((a, b) => a - b), total: body.meta.total };
};
const rows = async () => {
  const [[n], [g], [v]] = await Promise.all([
    t.db.select({ n: count() }).from(news),
    t.db.select({ n: count() }).from(galleries),
    t.db.select({ n: count() }).from(videos),
  ]);
  return [n?.n, g?.n, v?.n];
};

beforeAll(async () => {
  t = await buildTestApp();
  png = await pngImage(40);
  const staffUser = await buildStaff(t.db);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: staffUser.email, password: PASSWORD } });
  staff = bearer(login.json().data.access_token);
  client = (await signedInClient(t.app, t.db)).headers;
});
afterAll(async () => {
  await t.close();
});

describe('tagging items with a place on the desks', () => {
  it('fills the district and province from the local level, and shows them on the desk and its list', async () => {
    const id = await publishNews({ local_level_id: POKHARA });
    const detail = (await t.app.inject({ url: `/api/v1/news/${id}`, headers: staff })).json().data;
    expect(detail).toMatchObject({ province_id: GANDAKI, district_id: KASKI, local_level_id: POKHARA });
    const list = (await t.app.inject({ url: '/api/v1/news/all', headers: staff })).json().data as { id: number; place: unknown }[];
    expect(list.find((row) => row.id === id)?.place).toEqual({
      province: { id: GANDAKI, en: 'Gandaki', ne: 'गण्डकी' },
      district: { id: KASKI, en: 'Kaski', ne: 'कास्की' },
      local_level: { id: POKHARA, en: 'Pokhara', ne: 'पोखरा' },
    });

    const galleryId = await publishGallery({ district_id: KASKI });
    expect((await t.app.inject({ url: `/api/v1/galleries/${galleryId}`, headers: staff })).json().data).toMatchObject({
      province_id: GANDAKI,
      district_id: KASKI,
      local_level_id: null,
    });
    const videoId = await publishVideo({ province_id: BAGMATI });
    expect((await t.app.inject({ url: `/api/v1/videos/${videoId}`, headers: staff })).json().data).toMatchObject({
      province_id: BAGMATI,
      district_id: null,
    });
    const galleryRows = (await t.app.inject({ url: '/api/v1/galleries/all', headers: staff })).json().data as {
      id: number;
      place: unknown;
    }[];
    expect(galleryRows.find((row) => row.id === galleryId)?.place).toMatchObject({ district: { en: 'Kaski' }, local_level: null });
  });

  it('refuses a district outside the province or a local level outside the district, by field, and saves nothing', async () => {
    const before = await rows();
    const wrongDistrict = await send('POST', '/api/v1/news', newsForm({ province_id: BAGMATI, district_id: KASKI }));
    expect(wrongDistrict.statusCode).toBe(422);
    expect(wrongDistrict.json().errors).toEqual({ district_id: [messages.districtNotInProvince] });
    const wrongLevel = await send(
      'POST',
      '/api/v1/galleries',
      galleryForm({ district_id: KATHMANDU_DISTRICT, local_level_id: POKHARA }),
      photo(),
    );
    expect(wrongLevel.statusCode).toBe(422);
    expect(wrongLevel.json().errors).toEqual({ local_level_id: [messages.localLevelNotInDistrict] });
    const unknown = await send('POST', '/api/v1/videos', videoForm({ local_level_id: 9999 }), clip());
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ local_level_id: [messages.placeUnknown] });
    const notAnId = await send('POST', '/api/v1/news', newsForm({ district_id: 'Kaski' }));
    expect(notAnId.statusCode).toBe(422);
    expect(await rows()).toEqual(before);
  });

  it('refuses a wrong place on an edit and keeps the saved one; an edit may clear it', async () => {
    const id = await publishNews({ local_level_id: KATHMANDU });
    const refused = await send(
      'PUT',
      `/api/v1/news/${id}`,
      newsForm({ status: 'published', province_id: GANDAKI, local_level_id: KATHMANDU }),
    );
    expect(refused.statusCode).toBe(422);
    const detail = async () => (await t.app.inject({ url: `/api/v1/news/${id}`, headers: staff })).json().data;
    expect(await detail()).toMatchObject({ province_id: BAGMATI, district_id: KATHMANDU_DISTRICT, local_level_id: KATHMANDU });
    const cleared = await send('PUT', `/api/v1/news/${id}`, newsForm({ status: 'published', local_level_id: null }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await detail()).toMatchObject({ province_id: null, district_id: null, local_level_id: null });
  });
});

describe('places travel with the item', () => {
  it('puts the places in the ninjs download, most precise first, named in the item’s language', async () => {
    const english = await publishNews({ local_level_id: POKHARA });
    const nepali = await publishNews({ district_id: KASKI, language_id: NEPALI });
    const ninjsOf = async (id: number) => {
      const answer = await t.app.inject({ url: `/api/auth/v2/client/news/${id}/download?format=ninjs`, headers: client });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().places;
    };
    expect(await ninjsOf(english)).toEqual([
      { name: 'Pokhara', rel: 'about', literal: `local_level:${POKHARA}` },
      { name: 'Kaski', rel: 'about', literal: `district:${KASKI}` },
      { name: 'Gandaki', rel: 'about', literal: `province:${GANDAKI}` },
    ]);
    expect(await ninjsOf(nepali)).toEqual([
      { name: 'कास्की', rel: 'about', literal: `district:${KASKI}` },
      { name: 'गण्डकी', rel: 'about', literal: `province:${GANDAKI}` },
    ]);
    expect(await ninjsOf(await publishNews({}))).toBeUndefined();
  });

  const download = (id: number, format: 'text' | 'nitf') =>
    t.app.inject({ url: `/api/auth/v2/client/news/${id}/download?format=${format}`, headers: client });

  it('puts the place in the NITF dateline: local level as city, district as region, province as state, in Nepal', async () => {
    const english = await publishNews({ title: 'Pokhara dateline', local_level_id: POKHARA });
    const parser = new XMLParser({ ignoreAttributes: false });
    const nitfHead = async (id: number) => {
      const answer = await download(id, 'nitf');
      expect(answer.statusCode, answer.body).toBe(200);
      return parser.parse(answer.body).nitf.body['body.head'];
    };
    expect((await nitfHead(english)).dateline.location).toEqual({
      city: 'Pokhara',
      region: 'Kaski',
      state: 'Gandaki',
      country: { '#text': 'Nepal', '@_iso-cc': 'NP' },
    });
    const nepali = await publishNews({ district_id: KASKI, language_id: NEPALI });
    expect((await nitfHead(nepali)).dateline.location).toEqual({
      region: 'कास्की',
      state: 'गण्डकी',
      country: { '#text': 'नेपाल', '@_iso-cc': 'NP' },
    });
    expect((await nitfHead(await publishNews({}))).dateline).toBeUndefined();
  });

  it('starts the text download’s dateline with the place, as a copy starts', async () => {
    const [dateline] = (await download(await publishNews({ local_level_id: POKHARA }), 'text')).body.split('\n').slice(1, 2);
    expect(dateline).toMatch(/^Pokhara, Kaski, Gandaki — .+ \(Nepal time\)$/);
    const nepali = (await download(await publishNews({ district_id: KASKI, language_id: NEPALI }), 'text')).body.split('\n')[1];
    expect(nepali).toMatch(/^कास्की, गण्डकी — /);
    const without = (await download(await publishNews({}), 'text')).body.split('\n')[1];
    expect(without).toMatch(/^[^—]+ \(Nepal time\)$/);
  });

  it('puts the place in RSS and Atom as categories of the places’ scheme, only on items that have one', async () => {
    const placed = await publishNews({ title: 'Feeds know Pokhara', local_level_id: POKHARA });
    await publishNews({ title: 'Feeds know nowhere' });
    const scheme = `${t.config.publicUrl}/api/places`;
    const addresses = (await t.app.inject({ url: '/api/client/feed-token', headers: client })).json().data;
    const parser = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'item' || name === 'entry' || name === 'category',
    });

    const rss = parser.parse((await t.app.inject({ url: new URL(addresses.all.rss).pathname })).body).rss.channel.item as {
      title: string;
      category: (string | { '#text': string; '@_domain': string })[];
    }[];
    const rssPlaces = (title: string) =>
      rss.find((item) => item.title === title)?.category.filter((category) => typeof category === 'object');
    expect(rssPlaces('Feeds know Pokhara')).toEqual([
      { '#text': 'Pokhara', '@_domain': scheme },
      { '#text': 'Kaski', '@_domain': scheme },
      { '#text': 'Gandaki', '@_domain': scheme },
    ]);
    expect(rssPlaces('Feeds know nowhere')).toEqual([]);

    const atom = parser.parse((await t.app.inject({ url: new URL(addresses.all.atom).pathname })).body).feed.entry as {
      id: string;
      title: string;
      category: Record<string, string>[];
    }[];
    const atomPlaces = (title: string) => atom.find((entry) => entry.title === title)?.category.filter((category) => category['@_scheme']);
    expect(atom.find((entry) => entry.title === 'Feeds know Pokhara')?.id).toBe(`${t.config.publicUrl}/news/${placed}`);
    expect(atomPlaces('Feeds know Pokhara')).toEqual([
      { '@_scheme': scheme, '@_term': `local_level:${POKHARA}`, '@_label': 'Pokhara' },
      { '@_scheme': scheme, '@_term': `district:${KASKI}`, '@_label': 'Kaski' },
      { '@_scheme': scheme, '@_term': `province:${GANDAKI}`, '@_label': 'Gandaki' },
    ]);
    expect(atomPlaces('Feeds know nowhere')).toEqual([]);
  });

  it('sends the place, both names of each level, in the body pushed to client sites; null without one', async () => {
    const placed = await publishNews({ district_id: KASKI });
    const none = await publishNews({});
    const pusher = createSitePusher({
      httpOut: undefined as never,
      links: { sign: (path: string) => path } as never,
      publicUrl: t.config.publicUrl,
      agencyName: t.config.agencyName,
      now: () => new Date(),
    });
    const bodyOf = async (id: number) => {
      const item = await t.app.content.news.readableArticle(id);
      if (!item) throw new Error(`item ${id} not readable`);
      return pusher.article(item, { version: 1, at: new Date() }, 'publish', 7);
    };
    expect((await bodyOf(placed)).place).toEqual({
      province: { id: GANDAKI, en: 'Gandaki', ne: 'गण्डकी' },
      district: { id: KASKI, en: 'Kaski', ne: 'कास्की' },
      local_level: null,
    });
    expect((await bodyOf(none)).place).toBeNull();
  });

  it('shows the place on the client’s news, photo and video details, with both names of each level', async () => {
    const clientDetail = async (url: string) => {
      const answer = await t.app.inject({ url, headers: client });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const id = await publishNews({ local_level_id: POKHARA });
    expect((await clientDetail(`/api/auth/v2/new/v2/news/${id}`)).place).toMatchObject({
      local_level: { en: 'Pokhara', ne: 'पोखरा' },
      district: { en: 'Kaski' },
      province: { en: 'Gandaki' },
    });
    const gallery = await publishGallery({ district_id: KASKI });
    expect((await clientDetail(`/api/auth/v2/client/gallery/${gallery}`)).place).toEqual({
      province: { id: GANDAKI, en: 'Gandaki', ne: 'गण्डकी' },
      district: { id: KASKI, en: 'Kaski', ne: 'कास्की' },
      local_level: null,
    });
    const video = await publishVideo({ local_level_id: KATHMANDU });
    expect((await clientDetail(`/api/auth/v2/client/videos/detail/${video}`)).place).toMatchObject({
      local_level: { id: KATHMANDU },
      district: { id: KATHMANDU_DISTRICT },
      province: { id: BAGMATI },
    });
    const untagged = await publishVideo({});
    expect((await clientDetail(`/api/auth/v2/client/videos/detail/${untagged}`)).place).toBeNull();
  });
});

describe('clients filter their lists by place', () => {
  it('filters news, photos and videos by province, district and local level, with exact totals', async () => {
    const pokharaNews = await publishNews({ local_level_id: POKHARA });
    const kaskiNews = await publishNews({ district_id: KASKI });
    const kathmanduNews = await publishNews({ local_level_id: KATHMANDU });
    await publishNews({});
    const byProvince = await listed('news', { province: GANDAKI });
    expect(byProvince.ids).toEqual(expect.arrayContaining([pokharaNews, kaskiNews]));
    expect(byProvince.ids).not.toContain(kathmanduNews);
    expect(byProvince.total).toBe(byProvince.ids.length);
    const byDistrict = await listed('news', { district: KASKI });
    expect(byDistrict.ids).toEqual(byProvince.ids);
    const byLevel = await listed('news', { local_level: POKHARA });
    expect(byLevel.ids).not.toContain(kaskiNews);
    expect(byLevel.ids).toContain(pokharaNews);
    expect(byLevel.total).toBe(byLevel.ids.length);
    expect((await listed('news', { district: KATHMANDU_DISTRICT, language_id: ENGLISH })).ids).toEqual([kathmanduNews]);

    const kaskiGallery = await publishGallery({ local_level_id: POKHARA });
    const otherGallery = await publishGallery({ province_id: BAGMATI });
    const galleries = await listed('gallery', { district: KASKI });
    expect(galleries.ids).toContain(kaskiGallery);
    expect(galleries.ids).not.toContain(otherGallery);
    expect((await listed('gallery', { local_level: POKHARA })).ids).toEqual([kaskiGallery]);

    const kaskiVideo = await publishVideo({ district_id: KASKI });
    const otherVideo = await publishVideo({});
    const videoList = await listed('videos', { province: GANDAKI });
    expect(videoList.ids).toEqual([kaskiVideo]);
    expect(videoList.ids).not.toContain(otherVideo);
  });

  it('refuses a place filter that is not an id', async () => {
    const answer = await t.app.inject({
      url: `/api/auth/v2/client/news?filters=${encodeURIComponent('{"district":"Kaski"}')}`,
      headers: client,
    });
    expect(answer.statusCode).toBe(422);
  });
});
