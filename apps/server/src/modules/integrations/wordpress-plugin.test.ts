import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePo } from '../../lib/gettext-mo.ts';
import { signatureHeader } from '../../lib/push-signature.ts';
import { startWordpress } from '../../test/wordpress.ts';
import { unzip } from '../../test/zip-entries.ts';
import { WORDPRESS_PLUGIN_DIR, wordpressPluginZip } from './wordpress-plugin.ts';

const SECRET = 'whsec_test-secret-of-the-portal';
const TOKEN = 'site-token-0123456789abcdefghijklmnopqrs';
const ARTICLES = '/portal-news/v1/articles';
const CATEGORIES = '/portal-news/v1/categories';
const POLITICS = { id: 3, name: 'Politics', slug: 'politics' };
const SPORTS = { id: 4, name: 'Sports', slug: 'sports' };
const ECONOMY = { id: 5, name: 'Economy', slug: 'economy' };

type Answer = {
  status: number;
  body: { message: string; data: { post_id: number; url: string; warnings?: string[] } | null; status: number; field?: string };
};
type Post = {
  id: number;
  status: string;
  title: { raw: string };
  content: { raw: string };
  excerpt: { raw: string };
  categories: number[];
  tags: number[];
  featured_media: number;
  meta: Record<string, unknown>;
};

/** The portal's signature of a body; bytes that are not UTF-8 (no string holds them) are signed as bytes. */
function signBytes(secret: string, at: number, raw: Buffer): string {
  const text = raw.toString('utf8');
  if (Buffer.from(text, 'utf8').equals(raw)) return signatureHeader(secret, at, text);
  return `t=${at},v1=${createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${at}.`), raw]))
    .digest('hex')}`;
}

/** The strings of the plugin's PHP given to a gettext function with the text domain `portal-news`. */
function translatableStrings(): Set<string> {
  const strings = new Set<string>();
  const call = /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'portal-news'\s*\)/g;
  const files = fs.readdirSync(WORDPRESS_PLUGIN_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.php'));
  for (const file of files) {
    const source = fs.readFileSync(path.join(WORDPRESS_PLUGIN_DIR, file), 'utf8');
    for (const match of source.matchAll(call)) strings.add((match[1] ?? '').replace(/\\(.)/g, '$1'));
    // The plugin header's name and description are translated by WordPress too.
    for (const header of source.matchAll(/^ \* (?:Plugin Name|Description):\s*(.+)$/gm)) strings.add((header[1] ?? '').trim());
  }
  return strings;
}

describe('the WordPress plugin package', () => {
  it('is a zip under portal-news/ with every source file and a compiled .mo beside each .po', async () => {
    const zip = await wordpressPluginZip();
    expect(await wordpressPluginZip()).toBe(zip);
    const entries = await unzip(zip);
    const names = [...entries.keys()];
    expect(names.every((name) => name.startsWith('portal-news/'))).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining([
        'portal-news/portal-news.php',
        'portal-news/readme.txt',
        'portal-news/languages/portal-news.pot',
        'portal-news/languages/portal-news-ne_NP.po',
        'portal-news/languages/portal-news-ne_NP.mo',
      ]),
    );
    expect(entries.get('portal-news/languages/portal-news-ne_NP.mo')?.readUInt32LE(0)).toBe(0x950412de);
    const main = entries.get('portal-news/portal-news.php')?.toString('utf8') ?? '';
    expect(main).toMatch(/Text Domain:\s+portal-news/);
    expect(main).toMatch(/Domain Path:\s+\/languages/);
  });

  it('has a Nepali translation, in the .po and the .pot, of every translatable string of its PHP', () => {
    const strings = translatableStrings();
    expect(strings.size).toBeGreaterThan(20);
    const nepali = new Map(
      parsePo(fs.readFileSync(path.join(WORDPRESS_PLUGIN_DIR, 'languages', 'portal-news-ne_NP.po'), 'utf8')).map((m) => [m.id, m]),
    );
    const template = new Set(
      parsePo(fs.readFileSync(path.join(WORDPRESS_PLUGIN_DIR, 'languages', 'portal-news.pot'), 'utf8')).map((m) => m.id),
    );
    const untranslated = [...strings].filter((text) => !nepali.get(text)?.translations[0]);
    expect(untranslated).toEqual([]);
    expect([...strings].filter((text) => !template.has(text))).toEqual([]);
    // Nepali is written in Devanagari: a translation that is only Latin letters was left in English.
    const latinOnly = [...strings].filter(
      (text) => /[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(nepali.get(text)?.translations[0] ?? ''),
    );
    expect(latinOnly).toEqual([]);
  });
});

const started = await startWordpress();
const skipReason = 'skip' in started ? started.skip : undefined;
if (skipReason) console.warn(`The tests of the WordPress plugin against a real WordPress are skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('the WordPress plugin on a real WordPress', () => {
  if ('skip' in started) return;
  const wp = started;
  const pictureHits = new Map<string, number>();
  let pictures: http.Server;
  let mediaBase = '';
  let politicsCategory = 0;
  let chosenCategory = 0;
  let activationToken = '';

  const rest = (route: string, init: RequestInit = {}) => fetch(`${wp.url}/?rest_route=${route}`, init);
  const admin = async <T>(route: string, init: RequestInit = {}): Promise<T> => {
    const response = await rest(route, {
      ...init,
      headers: { authorization: wp.auth, 'content-type': 'application/json', ...init.headers },
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${route}: ${response.status} ${JSON.stringify(body)}`);
    return body as T;
  };
  const post = (id: number) => admin<Post>(`/wp/v2/posts/${id}&context=edit`);
  /** Every post of a portal item, whatever its status. */
  const postsOfItem = async (itemId: number) =>
    (await admin<Post[]>('/wp/v2/posts&context=edit&per_page=100&status=publish,draft,trash')).filter(
      (one) => one.meta._portal_news_item_id === itemId,
    );

  /** Sends a push as the portal does; `sign` and `token` change what a bad sender would send. */
  async function push(
    body: object | string | Buffer,
    options: { secret?: string; at?: number; sign?: boolean; token?: string | null; signature?: string } = {},
  ): Promise<Answer> {
    const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-portal-delivery': '1' };
    const at = options.at ?? Math.floor(Date.now() / 1000);
    if (options.signature !== undefined) headers['x-portal-signature'] = options.signature;
    else if (options.sign !== false) headers['x-portal-signature'] = signBytes(options.secret ?? SECRET, at, raw);
    if (options.token !== null) headers.token = options.token ?? TOKEN;
    const response = await rest(ARTICLES, { method: 'POST', headers, body: new Uint8Array(raw) });
    return { status: response.status, body: await response.json() };
  }

  const picture = (name: string, caption: string) => ({
    url: `${mediaBase}/media/${name}?expires=1&signature=abc`,
    caption,
    credit: 'RSS',
  });
  const article = (itemId: number, version: number, overrides: Record<string, unknown> = {}) => ({
    action: version === 1 ? 'publish' : 'update',
    portal: {
      item_id: itemId,
      version,
      uri: `urn:newsagency:news:${itemId}`,
      published_at: '2026-11-27T05:15:00.000Z',
      updated_at: '2026-11-27T06:02:11.000Z',
    },
    title: `Budget passed (${itemId})`,
    description: '<p>The house passed the budget.</p><script>alert(1)</script>',
    summary: 'The budget, passed.',
    category: chosenCategory,
    portal_categories: [POLITICS, SPORTS],
    language: 'en',
    credit: 'Rastriya Samachar Sewa',
    pictures: [],
    images: [],
    videos: [],
    pdfs: [],
    ...overrides,
  });

  beforeAll(async () => {
    const jpeg = (red: number) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 40, b: 90 } } })
        .jpeg()
        .toBuffer();
    const files = new Map([
      ['/media/first', await jpeg(200)],
      ['/media/second.jpg', await jpeg(20)],
      ['/media/third.jpg', await jpeg(120)],
    ]);
    pictures = http.createServer((request, response) => {
      const file = (request.url ?? '').split('?')[0] ?? '';
      pictureHits.set(file, (pictureHits.get(file) ?? 0) + 1);
      if (file === '/api/integrations/portal-categories') {
        return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [POLITICS, ECONOMY] }));
      }
      const data = files.get(file);
      if (!data) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': data.length }).end(data);
    });
    await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
    mediaBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;

    await wp.installPlugin(await wordpressPluginZip());
    politicsCategory = (await admin<{ id: number }>('/wp/v2/categories', { method: 'POST', body: JSON.stringify({ name: 'Rajniti' }) })).id;
    chosenCategory = (await admin<{ id: number }>('/wp/v2/categories', { method: 'POST', body: JSON.stringify({ name: 'Samachar' }) })).id;
    activationToken = String((await admin<Record<string, unknown>>('/wp/v2/settings')).portal_news_token);
    const settings = await admin<Record<string, unknown>>('/wp/v2/settings', {
      method: 'POST',
      body: JSON.stringify({
        portal_news_token: TOKEN,
        portal_news_secret: SECRET,
        portal_news_status: 'publish',
        portal_news_author: 1,
        portal_news_category_map: { [POLITICS.id]: politicsCategory },
      }),
    });
    expect(settings).toMatchObject({
      portal_news_token: TOKEN,
      portal_news_secret: SECRET,
      portal_news_category_map: { [POLITICS.id]: politicsCategory },
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => pictures?.close(resolve));
    await wp.stop();
  });

  it('made a random token of 40 characters on activation, before the tests set theirs', () => {
    expect(activationToken).toMatch(/^[A-Za-z0-9]{40}$/);
  });

  it("lists the site's categories for a right token, 400 without one and 401 for a wrong one", async () => {
    const missing = await rest(CATEGORIES);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Token header is missing', status: 400 });
    const wrong = await rest(CATEGORIES, { headers: { token: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid token', status: 401 });
    const right = await rest(CATEGORIES, { headers: { token: TOKEN } });
    expect(right.status).toBe(200);
    const { data } = (await right.json()) as { data: { id: number; name: string; slug: string }[] };
    expect(data).toEqual(
      expect.arrayContaining([
        { id: politicsCategory, name: 'Rajniti', slug: 'rajniti' },
        { id: 1, name: 'Uncategorized', slug: 'uncategorized' },
      ]),
    );
  });

  it('publishes a new item as a post with its pictures, categories, tags and keys; a correction updates the same post', async () => {
    const first = await push(article(101, 1, { pictures: [picture('first', 'The house'), picture('second.jpg', 'The speaker')] }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Created.', status: 201 });
    const id = first.body.data?.post_id ?? 0;
    expect(first.body.data?.url).toBe(`${wp.url}/?p=${id}`);
    expect(first.body.data?.warnings).toBeUndefined();

    const created = await post(id);
    expect(created.status).toBe('publish');
    expect(created.title.raw).toBe('Budget passed (101)');
    expect(created.excerpt.raw).toBe('The budget, passed.');
    expect(created.meta).toMatchObject({ _portal_news_item_id: 101, _portal_news_version: 1, _portal_news_uri: 'urn:newsagency:news:101' });
    expect(created.categories.sort()).toEqual([politicsCategory, chosenCategory].sort());
    const tags = await admin<{ name: string }[]>(`/wp/v2/tags&post=${id}`);
    expect(tags.map((tag) => tag.name).sort()).toEqual(['Politics', 'Sports']);
    expect(created.content.raw).toContain('<p>The house passed the budget.</p>');
    expect(created.content.raw).not.toContain('<script>');
    expect(created.content.raw).not.toContain('alert(1)');
    expect(created.content.raw).toContain('<p class="portal-news-credit">Rastriya Samachar Sewa</p>');

    const featured = await admin<{ id: number; caption: { raw: string }; meta: Record<string, unknown>; post: number }>(
      `/wp/v2/media/${created.featured_media}&context=edit`,
    );
    expect(featured).toMatchObject({ caption: { raw: 'The house — RSS' }, meta: { _portal_news_credit: 'RSS' }, post: id });
    const media = await admin<{ id: number; source_url: string; caption: { raw: string } }[]>(`/wp/v2/media&parent=${id}&context=edit`);
    expect(media).toHaveLength(2);
    const second = media.find((one) => one.id !== featured.id);
    expect(second?.caption.raw).toBe('The speaker — RSS');
    expect(created.content.raw).toContain(`<img src="${second?.source_url}" alt="The speaker" class="wp-image-${second?.id}" />`);
    expect(created.content.raw).toContain('<figcaption>The speaker — RSS</figcaption>');
    expect(created.content.raw).not.toContain('The house — RSS');

    const correction = await push(
      article(101, 2, {
        title: 'Budget passed, corrected',
        pictures: [picture('first', 'The house, corrected'), picture('second.jpg', 'The speaker')],
      }),
    );
    expect(correction.status).toBe(200);
    expect(correction.body).toMatchObject({ message: 'Updated.', data: { post_id: id }, status: 200 });
    const corrected = await post(id);
    expect(corrected.title.raw).toBe('Budget passed, corrected');
    expect(corrected.meta._portal_news_version).toBe(2);
    expect(corrected.featured_media).toBe(created.featured_media);
    expect((await admin<unknown[]>(`/wp/v2/media&parent=${id}`)).length).toBe(2);
    expect(pictureHits.get('/media/first')).toBe(1);
    expect(pictureHits.get('/media/second.jpg')).toBe(1);
    const recaptioned = await admin<{ caption: { raw: string } }>(`/wp/v2/media/${created.featured_media}&context=edit`);
    expect(recaptioned.caption.raw).toBe('The house, corrected — RSS');

    const again = await push(article(101, 2, { title: 'Budget passed, corrected' }));
    expect(again.status).toBe(200);
    expect(again.body.data?.post_id).toBe(id);
    const older = await push(article(101, 1, { title: 'An old version arriving late' }));
    expect(older.status).toBe(200);
    expect((await post(id)).title.raw).toBe('Budget passed, corrected');
    expect(await postsOfItem(101)).toHaveLength(1);
  });

  /** Whether the editor of a post gets the plugin's box, as wp-admin asks for it. */
  const boxOn = (postId: number) =>
    wp.runPhp(
      `require_once ABSPATH . 'wp-admin/includes/admin.php'; Portal_News_Item_Box::hook(); do_action('add_meta_boxes_post', get_post(${postId})); global $wp_meta_boxes; echo isset($wp_meta_boxes['post']['side']['high']['portal-news-item']) ? 'shown' : 'missing';`,
    );

  it('keeps the place (in the item’s language), usage terms and editor’s note as meta and shows them beside the post', async () => {
    const place = {
      local_level: { id: 414, en: 'Pokhara', ne: 'पोखरा' },
      district: { id: 38, en: 'Kaski', ne: 'कास्की' },
      province: { id: 4, en: 'Gandaki', ne: 'गण्डकी' },
    };
    const first = await push(
      article(111, 1, {
        language: 'ne',
        place,
        usage_terms: 'Not for broadcast before 18:00',
        editor_note: 'Figures may change.\n<b>Check</b> at noon.',
      }),
    );
    expect(first.status).toBe(201);
    const id = first.body.data?.post_id ?? 0;
    expect((await post(id)).meta).toMatchObject({
      _portal_news_place: 'पोखरा, कास्की, गण्डकी',
      _portal_news_usage_terms: 'Not for broadcast before 18:00',
      _portal_news_editor_note: 'Figures may change.\nCheck at noon.',
    });
    const box = await wp.runPhp(`Portal_News_Item_Box::render(get_post(${id}));`);
    expect(box).toContain('<dd>पोखरा, कास्की, गण्डकी</dd>');
    expect(box).toContain('<dd>Not for broadcast before 18:00</dd>');
    expect(box).toContain('<dd>Figures may change.<br />\nCheck at noon.</dd>');
    expect(await boxOn(id)).toBe('shown');

    // A correction without them clears them; the box then says there are none.
    expect((await push(article(111, 2, { language: 'en', place: { district: place.district, province: place.province } }))).status).toBe(
      200,
    );
    expect((await post(id)).meta).toMatchObject({
      _portal_news_place: 'Kaski, Gandaki',
      _portal_news_usage_terms: '',
      _portal_news_editor_note: '',
    });
    expect(await wp.runPhp(`Portal_News_Item_Box::render(get_post(${id}));`)).toContain('<dd><em>None</em></dd>');
    const own = await admin<{ id: number }>('/wp/v2/posts', { method: 'POST', body: JSON.stringify({ title: 'Our own story' }) });
    expect(await boxOn(own.id)).toBe('missing');
  });

  it('makes one post of 20 identical pushes of a new item sent at once', async () => {
    // A picture to download widens the window between looking for the post and making it.
    const body = article(202, 1, { pictures: [picture('third.jpg', 'The crowd')] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => push(body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((answer) => answer.body.data?.post_id)).size).toBe(1);
    expect(await postsOfItem(202)).toHaveLength(1);
    expect(pictureHits.get('/media/third.jpg')).toBe(1);
  });

  it('moves a taken-down item to the trash, and restores it when it is published again', async () => {
    const id = (await push(article(303, 1))).body.data?.post_id ?? 0;
    const takedown = await push({
      action: 'takedown',
      portal: { item_id: 303, version: 1, uri: 'urn:newsagency:news:303' },
      reason: 'withdrawn',
    });
    expect(takedown.status).toBe(200);
    expect(takedown.body.data?.post_id).toBe(id);
    expect((await post(id)).status).toBe('trash');

    const republished = await push(article(303, 1));
    expect(republished.status).toBe(200);
    expect(republished.body).toMatchObject({ message: 'Restored from the trash.', data: { post_id: id } });
    expect((await post(id)).status).toBe('publish');
    expect(await postsOfItem(303)).toHaveLength(1);

    const unknown = await push({ action: 'takedown', portal: { item_id: 999_999, version: 1 }, reason: 'withdrawn' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ data: null, status: 200 });
    expect(unknown.body.message).toMatch(/nothing to take down/i);
  });

  it('saves the post when a picture cannot be downloaded, and names the picture', async () => {
    const answer = await push(article(404, 1, { pictures: [picture('first', 'The house'), picture('gone.jpg', 'Lost')] }));
    expect(answer.status).toBe(201);
    expect(answer.body.data?.warnings).toHaveLength(1);
    expect(answer.body.data?.warnings?.[0]).toMatch(/^pictures\.1: .*\/media\/gone\.jpg/);
    const saved = await post(answer.body.data?.post_id ?? 0);
    expect(saved.featured_media).toBeGreaterThan(0);
    expect(saved.content.raw).not.toContain('Lost');
  });

  it('refuses a push without a valid, recent signature (401) and changes nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await push(article(505, 1), { secret: 'whsec_someone-else' }),
      await push(article(505, 1), { at: now - 360 }),
      await push(article(505, 1), { at: now + 360 }),
      await push(article(505, 1), { sign: false }),
      await push(article(505, 1), { signature: `t=${now},v1=zz` }),
      await push(article(101, 3, { title: 'Forged' }), { secret: 'whsec_someone-else' }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(refused[0]?.body).toMatchObject({ data: null, status: 401 });
    expect(await postsOfItem(505)).toHaveLength(0);
    expect((await postsOfItem(101))[0]?.title.raw).toBe('Budget passed, corrected');
    // Within the tolerance, either way, it is taken.
    expect((await push(article(506, 1), { at: now - 240 })).status).toBe(201);
  });

  it('answers 400 to a push without a token and 401 to a wrong one', async () => {
    const missing = await push(article(606, 1), { token: null });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Token header is missing', status: 400 } });
    const wrong = await push(article(606, 1), { token: 'not-the-token' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid token', status: 401 } });
    expect(await postsOfItem(606)).toHaveLength(0);
  });

  it('answers 422 with the field to content it cannot accept', async () => {
    const good = article(707, 1);
    const cases: [string, object | string | Buffer][] = [
      ['body', '{"action": "publish",'],
      ['body', '[1, 2]'],
      ['action', { ...good, action: 'delete' }],
      ['portal', { ...good, portal: 'x' }],
      ['portal.item_id', { ...good, portal: { ...good.portal, item_id: '707' } }],
      ['portal.version', { ...good, portal: { item_id: 707 } }],
      ['title', { ...good, title: '<b> </b>' }],
      ['title', { ...good, title: 'x'.repeat(256) }],
      ['description', { ...good, description: '<script>alert(1)</script>' }],
      ['category', { ...good, category: 'politics' }],
      ['pictures', { ...good, pictures: 'x' }],
      ['pictures.0.url', { ...good, pictures: [{ url: 'ftp://example.com/a.jpg', caption: '', credit: '' }] }],
      ['pictures.0.url', { ...good, pictures: [{ url: 'javascript:alert(1)', caption: '', credit: '' }] }],
      ['portal_categories.0.id', { ...good, portal_categories: [{ name: 'Politics' }] }],
      ['place', { ...good, place: 'Pokhara' }],
      ['place.district.id', { ...good, place: { district: { en: 'Kaski', ne: 'कास्की' } } }],
      ['place.province.en', { ...good, place: { province: { id: 4, en: ' ', ne: 'गण्डकी' } } }],
      ['usage_terms', { ...good, usage_terms: ['none'] }],
      ['editor_note', { ...good, editor_note: 5 }],
      [
        'title',
        Buffer.concat([
          Buffer.from('{"action":"publish","portal":{"item_id":707,"version":1},"title":"bad '),
          Buffer.from([0xc3, 0x28]),
          Buffer.from('","description":"<p>x</p>"}'),
        ]),
      ],
    ];
    for (const [field, body] of cases) {
      const answer = await push(body);
      expect({ field, answer }).toEqual({
        field,
        answer: { status: 422, body: { message: 'Invalid data.', data: null, field, status: 422 } },
      });
    }
    expect(await postsOfItem(707)).toHaveLength(0);
    expect((await push({ ...good, title: 'x'.repeat(255) })).status).toBe(201);
  });

  it('renders Settings → Portal News for an administrator, with both addresses, the token, the nonces and the mapping', async () => {
    const page = await wp.runPhp(
      "require_once ABSPATH . 'wp-admin/includes/admin.php'; wp_set_current_user(1); Portal_News_Settings_Page::render();",
    );
    expect(page).toContain(`value="${wp.url}/index.php?rest_route=/portal-news/v1/categories"`);
    expect(page).toContain(`value="${wp.url}/index.php?rest_route=/portal-news/v1/articles"`);
    expect(page).toContain(`value="${TOKEN}"`);
    expect(page).toMatch(/name="_wpnonce" value="[0-9a-f]{10}"/);
    expect(page).toMatch(/name=['"]option_page['"] value=['"]portal_news['"]/);
    expect(page).toContain('name="action" value="portal_news_new_token"');
    // The portal categories seen in pushes, each a select of the site's categories with the mapped one chosen.
    expect(page).toMatch(
      new RegExp(`name="portal_news_category_map\\[${POLITICS.id}\\]"[\\s\\S]*?value="${politicsCategory}"\\s+selected`),
    );
    expect(page).toContain(`name="portal_news_category_map[${SPORTS.id}]"`);
  });

  it("adds the portal's categories, fetched from the portal address, to those seen in pushes", async () => {
    await admin('/wp/v2/settings', { method: 'POST', body: JSON.stringify({ portal_news_portal_url: `${mediaBase}/` }) });
    expect(await wp.runPhp('var_export(Portal_News_Options::fetch_portal_categories());')).toBe('true');
    const settings = await admin<{ portal_news_portal_url: string; portal_news_portal_categories: unknown[] }>('/wp/v2/settings');
    expect(settings.portal_news_portal_url).toBe(mediaBase);
    expect(settings.portal_news_portal_categories).toEqual([ECONOMY, POLITICS, SPORTS]);
  });

  it('ships a Nepali .mo that WordPress reads', async () => {
    const translated = await wp.runPhp(
      "load_textdomain('portal-news', WP_PLUGIN_DIR . '/portal-news/languages/portal-news-ne_NP.mo'); echo __('Generate new token', 'portal-news');",
    );
    expect(translated).toBe('नयाँ टोकन बनाउनुहोस्');
  });

  // The last test of the file: it reads the log of every push above.
  it("logged not one notice, warning or error of the plugin's PHP", () => {
    expect(
      wp
        .debugLog()
        .split('\n')
        .filter((line) => line.includes('/plugins/portal-news/')),
    ).toEqual([]);
  });
});
