import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A reference receiver of the portal's "Post to my site" (the contract of the Developer guide):
 *   GET  /api/categories  → 200 {data: [{id, name, slug}]}
 *   POST /api/articles    → 201 {message, data, status: 201} or 422 {message: 'Invalid data.', errors}
 *   GET  /api/articles    → 200 {data: [...]}, what arrived so far (for checking a trial run)
 * Every call needs the header `Token: <token>`: missing → 400, wrong → 401.
 * Node only, no framework; run with `node server.ts` (Node 23.6 or newer strips the types itself).
 */

export type SiteCategory = { id: number; name: string; slug: string };

export type ReceivedArticle = {
  id: number;
  title: string;
  description: string;
  category: number;
  images: string[];
  videos: string[];
  pdfs: string[];
  received_at: string;
};

export type ClientSiteOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  token: string;
  /** A JSON file the received articles are kept in; without it they live in memory only. */
  dataFile?: string;
  categories?: SiteCategory[];
};

export const DEFAULT_CATEGORIES: SiteCategory[] = [
  { id: 11, name: 'Politics', slug: 'politics' },
  { id: 12, name: 'Economy', slug: 'economy' },
  { id: 13, name: 'Sports', slug: 'sports' },
];

const MAX_BODY_BYTES = 1_048_576;
const MAX_TITLE_LENGTH = 255;
const MEDIA_FIELDS = ['images', 'videos', 'pdfs'] as const;

type FieldErrors = Record<string, string[]>;
type Answer = { status: number; body: unknown };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The article if the body is valid, otherwise the errors per field. */
export function validateArticle(
  body: unknown,
  categories: readonly SiteCategory[],
): { article: Omit<ReceivedArticle, 'id' | 'received_at'> } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { title, description, category } = fields;
  if (typeof title !== 'string' || title.trim() === '') errors.title = ['The title field is required.'];
  else if (title.length > MAX_TITLE_LENGTH) errors.title = [`The title may not be greater than ${MAX_TITLE_LENGTH} characters.`];
  if (typeof description !== 'string' || description.trim() === '') errors.description = ['The description field is required.'];
  if (category === undefined || category === null || category === '') errors.category = ['The category field is required.'];
  else if (!Number.isInteger(category)) errors.category = ['The category must be an integer.'];
  else if (!categories.some((known) => known.id === category)) errors.category = ['The selected category is invalid.'];
  for (const field of MEDIA_FIELDS) {
    const value = fields[field];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) errors[field] = [`The ${field} must be an array.`];
    else if (!value.every(isWebUrl)) errors[field] = [`Every item of ${field} must be an http or https URL.`];
  }
  if (Object.keys(errors).length > 0) return { errors };
  const list = (field: (typeof MEDIA_FIELDS)[number]) => (Array.isArray(fields[field]) ? (fields[field] as string[]) : []);
  return {
    article: {
      title: title as string,
      description: description as string,
      category: category as number,
      images: list('images'),
      videos: list('videos'),
      pdfs: list('pdfs'),
    },
  };
}

/** Keeps the articles in memory and, when given a file, writes them there after each one (temp file, then rename). */
async function openStore(dataFile: string | undefined) {
  let articles: ReceivedArticle[] = [];
  if (dataFile) {
    try {
      articles = JSON.parse(await fs.readFile(dataFile, 'utf8')) as ReceivedArticle[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  let writing = Promise.resolve();
  return {
    all: () => articles,
    async add(article: Omit<ReceivedArticle, 'id' | 'received_at'>): Promise<ReceivedArticle> {
      const saved = { id: (articles.at(-1)?.id ?? 0) + 1, ...article, received_at: new Date().toISOString() };
      articles = [...articles, saved];
      if (dataFile) {
        const snapshot = JSON.stringify(articles, null, 2);
        writing = writing.then(async () => {
          await fs.mkdir(path.dirname(dataFile), { recursive: true });
          await fs.writeFile(`${dataFile}.tmp`, snapshot);
          await fs.rename(`${dataFile}.tmp`, dataFile);
        });
        await writing;
      }
      return saved;
    },
  };
}

async function readBody(request: http.IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startClientSite(options: ClientSiteOptions) {
  const categories = options.categories ?? DEFAULT_CATEGORIES;
  const store = await openStore(options.dataFile);

  function tokenProblem(request: http.IncomingMessage): Answer | undefined {
    const given = request.headers.token;
    if (typeof given !== 'string' || given === '') return { status: 400, body: { message: 'Token header is missing' } };
    if (!tokenMatches(given, options.token)) return { status: 401, body: { message: 'Invalid token' } };
    return undefined;
  }

  async function saveArticle(request: http.IncomingMessage): Promise<Answer> {
    const text = await readBody(request);
    if (text === undefined) return { status: 413, body: { message: 'The article is too large.' } };
    const checked = validateArticle(parseJson(text), categories);
    if ('errors' in checked) return { status: 422, body: { message: 'Invalid data.', errors: checked.errors } };
    const saved = await store.add(checked.article);
    return { status: 201, body: { message: 'Article saved successfully', data: saved, status: 201 } };
  }

  async function answer(request: http.IncomingMessage): Promise<Answer> {
    const { pathname } = new URL(request.url ?? '/', 'http://site');
    const route = `${request.method} ${pathname.replace(/\/$/, '')}`;
    if (!['GET /api/categories', 'POST /api/articles', 'GET /api/articles'].includes(route)) {
      return { status: 404, body: { message: 'Not found' } };
    }
    const problem = tokenProblem(request);
    if (problem) return problem;
    if (route === 'GET /api/categories') return { status: 200, body: { data: categories } };
    if (route === 'GET /api/articles') return { status: 200, body: { data: store.all() } };
    return saveArticle(request);
  }

  const server = http.createServer((request, response) => {
    answer(request)
      .catch((error: unknown) => {
        console.error(error);
        return { status: 500, body: { message: 'Server error' } };
      })
      .then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    port,
    categoriesUrl: `${url}/api/categories`,
    articlesUrl: `${url}/api/articles`,
    articles: () => store.all(),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type ClientSite = Awaited<ReturnType<typeof startClientSite>>;
