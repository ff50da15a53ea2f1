import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A reference receiver of the portal's "Post to my site" (docs/SITE-PUSH.md, the Developer guide):
 *   GET  /api/categories  → 200 {data: [{id, name, slug}]}
 *   POST /api/articles    → publish 201, update or take-down 200, {message, data, status};
 *                           422 {message: 'Invalid data.', errors} for a body it cannot take
 *   GET  /api/articles    → 200 {data: [...]}, one entry per item (for checking a trial run)
 * Every call needs the header `Token: <token>`: missing → 400, wrong → 401. With a signing secret, a
 * POST must carry a valid `X-Portal-Signature` no older than 5 minutes, or it is 401 and changes nothing.
 * Node only, no framework; run with `node server.ts` (Node 23.6 or newer strips the types itself).
 */

export type SiteCategory = { id: number; name: string; slug: string };

export type ReceivedArticle = {
  id: number;
  /** The portal's item id and version; null for a body of the older contract. */
  item_id: number | null;
  version: number | null;
  taken_down: boolean;
  title: string;
  description: string;
  category: number;
  images: string[];
  videos: string[];
  pdfs: string[];
  received_at: string;
};

type ArticleFields = Omit<ReceivedArticle, 'id' | 'item_id' | 'version' | 'taken_down' | 'received_at'>;

export type ClientSiteOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  token: string;
  /** The signing secret from My Account; without it signatures are not checked (the older contract). */
  secret?: string;
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
const SIGNATURE_TOLERANCE_SECONDS = 300;

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

/** Whether `X-Portal-Signature` (`t=…,v1=…`) signs `body` with `secret` and is fresh. */
export function signatureValid(header: unknown, body: string, secret: string, nowSeconds = Date.now() / 1000): boolean {
  if (typeof header !== 'string') return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return typeof parts.v1 === 'string' && tokenMatches(parts.v1, expected);
}

/** The article if the body is valid, otherwise the errors per field. */
export function validateArticle(body: unknown, categories: readonly SiteCategory[]): { article: ArticleFields } | { errors: FieldErrors } {
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

/** The portal's item and version of a push, or undefined for a body of the older contract. */
function portalOf(body: unknown): { itemId: number; version: number } | undefined {
  const portal = (body as { portal?: { item_id?: unknown; version?: unknown } } | null)?.portal;
  if (!portal || !Number.isInteger(portal.item_id) || !Number.isInteger(portal.version)) return undefined;
  return { itemId: portal.item_id as number, version: portal.version as number };
}

/** Keeps the articles in memory and, when given a file, writes them there after each change (temp file, then rename). */
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
  async function save() {
    if (!dataFile) return;
    const snapshot = JSON.stringify(articles, null, 2);
    writing = writing.then(async () => {
      await fs.mkdir(path.dirname(dataFile), { recursive: true });
      await fs.writeFile(`${dataFile}.tmp`, snapshot);
      await fs.rename(`${dataFile}.tmp`, dataFile);
    });
    await writing;
  }
  return {
    all: () => articles,
    byItem: (itemId: number) => articles.find((article) => article.item_id === itemId),
    async add(article: ArticleFields, portal: { itemId: number; version: number } | undefined): Promise<ReceivedArticle> {
      const saved = {
        id: (articles.at(-1)?.id ?? 0) + 1,
        item_id: portal?.itemId ?? null,
        version: portal?.version ?? null,
        taken_down: false,
        ...article,
        received_at: new Date().toISOString(),
      };
      articles = [...articles, saved];
      await save();
      return saved;
    },
    async change(id: number, values: Partial<ReceivedArticle>): Promise<ReceivedArticle> {
      articles = articles.map((article) =>
        article.id === id ? { ...article, ...values, received_at: new Date().toISOString() } : article,
      );
      await save();
      return articles.find((article) => article.id === id) as ReceivedArticle;
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
  let secret = options.secret;

  function tokenProblem(request: http.IncomingMessage): Answer | undefined {
    const given = request.headers.token;
    if (typeof given !== 'string' || given === '') return { status: 400, body: { message: 'Token header is missing' } };
    if (!tokenMatches(given, options.token)) return { status: 401, body: { message: 'Invalid token' } };
    return undefined;
  }

  const ok = (status: number, message: string, data: unknown): Answer => ({ status, body: { message, data, status } });

  /** One item, one post: a higher version replaces it, a take-down hides it; an older or repeated push changes nothing. */
  async function receive(body: unknown): Promise<Answer> {
    const portal = portalOf(body);
    const action = (body as { action?: unknown } | null)?.action;
    const current = portal && store.byItem(portal.itemId);
    const newer = portal !== undefined && (current?.version ?? 0) < portal.version;
    if (action === 'takedown' && portal) {
      if (!current || !newer) return ok(200, 'Nothing to take down', current ?? null);
      return ok(200, 'Article taken down', await store.change(current.id, { taken_down: true, version: portal.version }));
    }
    const checked = validateArticle(body, categories);
    if ('errors' in checked) return { status: 422, body: { message: 'Invalid data.', errors: checked.errors } };
    if (!current) return ok(201, 'Article saved successfully', await store.add(checked.article, portal));
    if (!newer) return ok(200, 'Article already up to date', current);
    return ok(200, 'Article updated', await store.change(current.id, { ...checked.article, version: portal.version, taken_down: false }));
  }

  /** Pushes of one item are taken one at a time, so the same push arriving twice at once makes one article. */
  let receiving = Promise.resolve<unknown>(undefined);
  async function saveArticle(request: http.IncomingMessage): Promise<Answer> {
    const text = await readBody(request);
    if (text === undefined) return { status: 413, body: { message: 'The article is too large.' } };
    if (secret && !signatureValid(request.headers['x-portal-signature'], text, secret)) {
      return { status: 401, body: { message: 'Invalid signature' } };
    }
    const answered = receiving.then(() => receive(parseJson(text)));
    receiving = answered.catch(() => undefined);
    return answered;
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
    /** Checks signatures with this secret from now on (a trial run copies it from My Account once the site is saved there). */
    useSecret(next: string) {
      secret = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type ClientSite = Awaited<ReturnType<typeof startClientSite>>;
