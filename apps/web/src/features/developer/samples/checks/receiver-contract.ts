import { createHmac, randomUUID } from 'node:crypto';

/**
 * Test support, not shown on the page: the requests the portal makes to a client site (shared/PROTOCOLS.md
 * "Client sites", docs/SITE-PUSH.md) and what a correct receiver answers, sent to a running sample.
 */
export const TEST_TOKEN = 'portal-test-token-7f3a9c';
/** The integration's signing secret the samples are started with (PORTAL_SIGNING_SECRET). */
export const TEST_SIGNING_SECRET = 'whsec_test-signing-secret-for-the-site-samples';

/**
 * How a POST is signed: as the portal does (now, or 4 minutes ago: within the 300 s tolerance), with another
 * secret, with a timestamp 6 minutes old or 6 minutes ahead, over another body than the one sent, not at all,
 * or with a header that is not `t=…,v1=…`.
 */
type Signature = 'valid' | 'valid-4-minutes-ago' | 'wrong-secret' | 'stale' | 'ahead' | 'other-body' | 'missing' | 'malformed';
type Check = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  signature?: Signature;
  status: number;
  message?: string;
  /** What is wrong with the answer's `data`, or undefined. */
  data?: (data: unknown) => string | undefined;
};

const CATEGORIES = '/api/categories';
const SAVE = '/api/save-article';
const article = {
  title: 'काठमाडौंमा वर्षा',
  description: '<p>Heavy rain in <strong>Kathmandu</strong>.</p>',
  category: 2,
  images: ['https://portal.example/media/1.jpg?expires=1&signature=a'],
  videos: [],
  pdfs: ['https://portal.example/media/2.pdf?expires=1&signature=b'],
};
const minimal = { title: 'Rain', description: '<p>Rain.</p>', category: 1 };
const without = (field: keyof typeof article) => Object.fromEntries(Object.entries(article).filter(([key]) => key !== field));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A push of docs/SITE-PUSH.md: publish and update carry the article, a take-down only the item and a reason. */
function push(action: 'publish' | 'update' | 'takedown', itemId: number, version: number, title = article.title) {
  const portal = {
    item_id: itemId,
    version,
    uri: `https://portal.example/news/${itemId}`,
    published_at: action === 'takedown' ? null : '2026-11-27T05:15:00.000Z',
    updated_at: `2026-11-27T06:0${version}:00.000Z`,
  };
  if (action === 'takedown') return { action, portal, reason: 'withdrawn' };
  return {
    action,
    portal,
    ...article,
    title,
    summary: '',
    portal_categories: [{ id: 3, name: 'Politics', slug: 'politics' }],
    language: 'ne',
    credit: 'Rastriya Samachar Sewa',
    pictures: [{ url: article.images[0], caption: 'वर्षा', credit: 'Rastriya Samachar Sewa' }],
  };
}

/** A signed POST to the save-article address with the right token. */
const post = (name: string, body: unknown, status: number, more: Partial<Check> = {}): Check => ({
  name,
  method: 'POST',
  path: SAVE,
  token: TEST_TOKEN,
  body,
  status,
  ...more,
});
const invalid = (name: string, body: unknown) => post(name, body, 422, { message: 'Invalid data.' });
const unsigned = (name: string, signature: Signature, body: unknown) => post(name, body, 401, { signature, message: 'Invalid signature' });

/**
 * The receiver's answers carry the stored post, so the checks see what it stored: `expect` lists the fields
 * it must have, and every answer about one portal item must name the post its first publish made.
 */
function postLedger() {
  const postIds = new Map<number, unknown>();
  return (itemId: number, expected: Record<string, unknown>) =>
    (data: unknown): string | undefined => {
      if (!isRecord(data) || data.post_id === undefined || data.post_id === null)
        return `data is not the stored post: ${JSON.stringify(data)}`;
      for (const [key, value] of Object.entries({ item_id: itemId, ...expected })) {
        if (data[key] !== value) return `data.${key} is ${JSON.stringify(data[key])} instead of ${JSON.stringify(value)}`;
      }
      const first = postIds.get(itemId);
      if (first === undefined) postIds.set(itemId, data.post_id);
      else if (first !== data.post_id) return `a second post for item ${itemId} (post_id ${data.post_id}; the first was ${first})`;
      return undefined;
    };
}

function checks(): Check[] {
  const stored = postLedger();
  const corrected = 'काठमाडौंमा भारी वर्षा';
  const published = { state: 'published' };
  return [
    { name: 'categories without Token', method: 'GET', path: CATEGORIES, status: 400, message: 'Token header is missing' },
    { name: 'categories with a wrong token', method: 'GET', path: CATEGORIES, token: 'wrong', status: 401, message: 'Invalid token' },
    {
      name: 'categories with a longer wrong token',
      method: 'GET',
      path: CATEGORIES,
      token: `${TEST_TOKEN}x`,
      status: 401,
      message: 'Invalid token',
    },
    { name: 'categories with the token', method: 'GET', path: CATEGORIES, token: TEST_TOKEN, status: 200 },
    post('article without Token', article, 400, { token: undefined, message: 'Token header is missing' }),
    post('article with a wrong token', article, 401, { token: 'wrong', message: 'Invalid token' }),
    post('wrong token and no signature: the token is checked first', article, 401, {
      token: 'wrong',
      signature: 'missing',
      message: 'Invalid token',
    }),

    // The older contract: no action, no portal — a publish of a new post each time.
    post('full article of the older contract', article, 201),
    post('article without media', minimal, 201),
    post('article with null media', { ...minimal, images: null }, 201),
    post('title of 255 Nepali letters', { ...minimal, title: 'क'.repeat(255) }, 201),
    invalid('no title', without('title')),
    invalid('empty title', { ...article, title: '  ' }),
    invalid('title of 256 letters', { ...article, title: 'a'.repeat(256) }),
    invalid('title not a string', { ...article, title: 12 }),
    invalid('no description', without('description')),
    invalid('empty description', { ...article, description: '' }),
    invalid('no category', without('category')),
    invalid('category a word', { ...article, category: 'sports' }),
    invalid('category a fraction', { ...article, category: 2.5 }),
    invalid('images a string', { ...article, images: 'https://portal.example/1.jpg' }),
    invalid('videos an object', { ...article, videos: { first: 'https://portal.example/1.mp4' } }),
    invalid('pdfs of numbers', { ...article, pdfs: [1, 2] }),

    // Signed pushes (docs/SITE-PUSH.md): one post per portal item, changed only by a higher version.
    post('signed publish', push('publish', 1001, 1), 201, { data: stored(1001, { version: 1, title: article.title, ...published }) }),
    post('the same publish again (a retry)', push('publish', 1001, 1), 200, {
      data: stored(1001, { version: 1, title: article.title, ...published }),
    }),
    post('a correction (version 2)', push('update', 1001, 2, corrected), 200, {
      data: stored(1001, { version: 2, title: corrected, ...published }),
    }),
    post('the older version arriving late', push('update', 1001, 1, 'an old title'), 200, {
      data: stored(1001, { version: 2, title: corrected }),
    }),
    unsigned('a correction signed with another secret', 'wrong-secret', push('update', 1001, 3, 'forged')),
    unsigned('a correction signed 6 minutes ago', 'stale', push('update', 1001, 3, 'replayed')),
    unsigned('a correction signed 6 minutes ahead of the clock', 'ahead', push('update', 1001, 3, 'from the future')),
    unsigned('a correction without a signature', 'missing', push('update', 1001, 3, 'unsigned')),
    unsigned('a correction with a malformed signature', 'malformed', push('update', 1001, 3, 'malformed')),
    unsigned('a correction whose body was changed after signing', 'other-body', push('update', 1001, 3, 'tampered')),
    post('the refused corrections changed nothing', push('update', 1001, 2, corrected), 200, {
      data: stored(1001, { version: 2, title: corrected }),
    }),
    post('a retry signed 4 minutes ago (within 5) is taken', push('update', 1001, 2, corrected), 200, {
      signature: 'valid-4-minutes-ago',
      data: stored(1001, { version: 2, title: corrected }),
    }),
    unsigned('a forged publish of a new item', 'wrong-secret', push('publish', 1002, 1)),
    post('the forged publish made no post', push('publish', 1002, 1), 201, { data: stored(1002, { version: 1, ...published }) }),
    invalid('an unknown action', { ...push('publish', 1003, 1), action: 'delete' }),
    invalid('a publish whose portal has no item_id', { ...push('publish', 1003, 1), portal: { version: 1 } }),
    invalid('a correction without a title', { ...push('update', 1001, 5), title: undefined }),
    invalid('a take-down without portal', { action: 'takedown', reason: 'withdrawn' }),
    unsigned('a forged take-down', 'wrong-secret', push('takedown', 1001, 3)),
    post('a take-down (no title)', push('takedown', 1001, 3), 200, { data: stored(1001, { version: 3, state: 'taken_down' }) }),
    post('the same take-down again (a retry)', push('takedown', 1001, 3), 200, {
      data: stored(1001, { version: 3, state: 'taken_down' }),
    }),
    post('a late retry of the correction does not bring it back', push('update', 1001, 2, corrected), 200, {
      data: stored(1001, { version: 3, state: 'taken_down' }),
    }),
    post('a newer version (published again) brings it back', push('update', 1001, 4, 'फेरि प्रकाशित'), 200, {
      data: stored(1001, { version: 4, title: 'फेरि प्रकाशित', ...published }),
    }),
    post('a late take-down of an older version changes nothing', push('takedown', 1001, 3), 200, {
      data: stored(1001, { version: 4, ...published }),
    }),
    post('a take-down of an item never published', push('takedown', 999_999, 1), 200),
    post('the other item is still published', push('publish', 1002, 1), 200, { data: stored(1002, published) }),
  ];
}

const AGE_SECONDS: Partial<Record<Signature, number>> = { 'valid-4-minutes-ago': 240, stale: 360, ahead: -360 };

/** The X-Portal-Signature header of `body` as `signature` asks, or undefined for none. */
function signatureHeader(signature: Signature, body: string): string | undefined {
  const timestamp = Math.floor(Date.now() / 1000) - (AGE_SECONDS[signature] ?? 0);
  const secret = signature === 'wrong-secret' ? 'whsec_someone-else' : TEST_SIGNING_SECRET;
  const signed = signature === 'other-body' ? body.replace('}', ',"extra":1}') : body;
  const digest = createHmac('sha256', secret).update(`${timestamp}.${signed}`).digest('hex');
  if (signature === 'missing') return undefined;
  if (signature === 'malformed') return `v1=${digest}`;
  return `t=${timestamp},v1=${digest}`;
}

/** What is wrong with a successful answer's body, or undefined. */
function successProblem(check: Check, body: unknown): string | undefined {
  if (!isRecord(body)) return 'no JSON object';
  if (check.method === 'GET') {
    const list = body.data;
    const wellFormed =
      Array.isArray(list) &&
      list.length > 0 &&
      list.every((item) => isRecord(item) && Number.isInteger(item.id) && typeof item.name === 'string' && typeof item.slug === 'string');
    return wellFormed ? undefined : `data is not a list of {id, name, slug}: ${JSON.stringify(body)}`;
  }
  if (typeof body.message !== 'string' || body.status !== check.status || !('data' in body)) {
    return `not {message, data, status: ${check.status}}: ${JSON.stringify(body)}`;
  }
  if (check.data) return check.data(body.data);
  if (check.status === 201) {
    const sent = check.body as { title: string };
    if (!isRecord(body.data) || body.data.title !== sent.title) return `data is not the saved article: ${JSON.stringify(body.data)}`;
  }
  return undefined;
}

async function problemWith(baseUrl: string, check: Check): Promise<string | undefined> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (check.token) headers.Token = check.token;
  const text = check.body === undefined ? undefined : JSON.stringify(check.body);
  if (text !== undefined) {
    headers['Content-Type'] = 'application/json';
    const signature = signatureHeader(check.signature ?? 'valid', text);
    if (signature) headers['X-Portal-Signature'] = signature;
    headers['X-Portal-Delivery'] = randomUUID();
  }
  const response = await fetch(`${baseUrl}${check.path}`, { method: check.method, headers, body: text });
  const answer = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(answer);
  } catch {
    return `${check.name}: ${response.status} with a body that is not JSON: ${answer.slice(0, 200)}`;
  }
  if (response.status !== check.status) return `${check.name}: ${response.status} instead of ${check.status} (${answer.slice(0, 200)})`;
  if (check.message !== undefined && (!isRecord(body) || body.message !== check.message)) {
    return `${check.name}: message ${JSON.stringify(isRecord(body) ? body.message : body)} instead of "${check.message}"`;
  }
  const problem = check.status < 300 ? successProblem(check, body) : undefined;
  return problem && `${check.name}: ${problem}`;
}

/** Every departure of the receiver at `baseUrl` from the contract, in the order sent; empty when it keeps it. */
export async function contractProblems(baseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  for (const check of checks()) {
    const problem = await problemWith(baseUrl, check);
    if (problem) problems.push(problem);
  }
  return problems;
}
