// Receives the news agency's articles: Node.js 18 or newer, no packages needed.
// Run: PORTAL_TOKEN='<the token saved in My Account>' PORT=3000 node server.mjs
// Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const TOKEN = process.env.PORTAL_TOKEN;
if (!TOKEN) throw new Error('Set PORTAL_TOKEN to the token saved in My Account → Client API');

// Your site's categories: read them from your CMS.
const categories = [
  { id: 1, name: 'National', slug: 'national' },
  { id: 2, name: 'Sports', slug: 'sports' },
];
const articles = []; // replace with your database
const MEDIA_FIELDS = ['images', 'videos', 'pdfs'];
const MAX_BODY_CHARS = 5_000_000;

const digest = (text) => createHash('sha256').update(text).digest();
// Comparing digests of equal length in constant time tells an attacker nothing about the token.
const isPortalToken = (given) => timingSafeEqual(digest(given), digest(TOKEN));

function send(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The refusal for a request without the right Token header, or undefined when it is right. */
function tokenRefusal(request) {
  const given = request.headers.token;
  if (!given) return [400, { message: 'Token header is missing' }];
  if (!isPortalToken(given)) return [401, { message: 'Invalid token' }];
  return undefined;
}

async function readJson(request) {
  request.setEncoding('utf8');
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_BODY_CHARS) return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isUrlList = (value) => value == null || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

function isValidArticle(body) {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.title === 'string' &&
    body.title.trim() !== '' &&
    [...body.title].length <= 255 &&
    typeof body.description === 'string' &&
    body.description.trim() !== '' &&
    Number.isInteger(body.category) &&
    MEDIA_FIELDS.every((field) => isUrlList(body[field]))
  );
}

async function saveArticle(request, response) {
  const body = await readJson(request);
  if (!isValidArticle(body)) return send(response, 422, { message: 'Invalid data.' });
  const article = { id: articles.length + 1, title: body.title, description: body.description, category: body.category };
  for (const field of MEDIA_FIELDS) article[field] = body[field] ?? [];
  articles.push(article);
  // The media links expire after some days: download the files to your own storage now, do not hot-link them.
  send(response, 201, { message: 'Article saved', data: article, status: 201 });
}

const server = createServer(async (request, response) => {
  const route = `${request.method} ${new URL(request.url, 'http://localhost').pathname}`;
  if (route !== 'GET /api/categories' && route !== 'POST /api/save-article') return send(response, 404, { message: 'Not found' });
  const refusal = tokenRefusal(request);
  if (refusal) return send(response, ...refusal);
  if (route === 'GET /api/categories') return send(response, 200, { data: categories });
  return saveArticle(request, response);
});

server.listen(Number(process.env.PORT ?? 3000));
