/**
 * Test support, not shown on the page: the requests the portal makes to a client site (shared/PROTOCOLS.md
 * "Client sites") and what a correct receiver answers, sent to a running sample.
 */
export const TEST_TOKEN = 'portal-test-token-7f3a9c';

type Check = { name: string; method: 'GET' | 'POST'; path: string; token?: string; body?: unknown; status: number; message?: string };

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
const invalid = (name: string, body: unknown): Check => ({
  name,
  method: 'POST',
  path: SAVE,
  token: TEST_TOKEN,
  body,
  status: 422,
  message: 'Invalid data.',
});

const CHECKS: Check[] = [
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
  { name: 'article without Token', method: 'POST', path: SAVE, body: article, status: 400, message: 'Token header is missing' },
  { name: 'article with a wrong token', method: 'POST', path: SAVE, token: 'wrong', body: article, status: 401, message: 'Invalid token' },
  { name: 'full article', method: 'POST', path: SAVE, token: TEST_TOKEN, body: article, status: 201 },
  { name: 'article without media', method: 'POST', path: SAVE, token: TEST_TOKEN, body: minimal, status: 201 },
  { name: 'article with null media', method: 'POST', path: SAVE, token: TEST_TOKEN, body: { ...minimal, images: null }, status: 201 },
  {
    name: 'title of 255 Nepali letters',
    method: 'POST',
    path: SAVE,
    token: TEST_TOKEN,
    body: { ...minimal, title: 'क'.repeat(255) },
    status: 201,
  },
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
];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

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
  const sent = check.body as { title: string };
  const data = body.data;
  if (typeof body.message !== 'string' || body.status !== 201 || !isRecord(data) || data.title !== sent.title) {
    return `not {message, data, status: 201}: ${JSON.stringify(body)}`;
  }
  return undefined;
}

async function problemWith(baseUrl: string, check: Check): Promise<string | undefined> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (check.token) headers.Token = check.token;
  if (check.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${check.path}`, {
    method: check.method,
    headers,
    body: check.body === undefined ? undefined : JSON.stringify(check.body),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${check.name}: ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  if (response.status !== check.status) return `${check.name}: ${response.status} instead of ${check.status} (${text.slice(0, 200)})`;
  if (check.message !== undefined && (!isRecord(body) || body.message !== check.message)) {
    return `${check.name}: message ${JSON.stringify(isRecord(body) ? body.message : body)} instead of "${check.message}"`;
  }
  const problem = check.status < 300 ? successProblem(check, body) : undefined;
  return problem && `${check.name}: ${problem}`;
}

/** Every departure of the receiver at `baseUrl` from the contract; empty when it keeps it. */
export async function contractProblems(baseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  for (const check of CHECKS) {
    const problem = await problemWith(baseUrl, check);
    if (problem) problems.push(problem);
  }
  return problems;
}
