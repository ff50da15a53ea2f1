// Receives the news agency's articles, corrections and take-downs: Node.js 18 or newer, no packages needed.
// Run: PORTAL_TOKEN='<the token saved in My Account>' PORTAL_SIGNING_SECRET='whsec_…' PORT=3000 node server.mjs
// Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const TOKEN = process.env.PORTAL_TOKEN;
if (!TOKEN) throw new Error('Set PORTAL_TOKEN to the token saved in My Account → Client API');
const SECRET = process.env.PORTAL_SIGNING_SECRET;
if (!SECRET) throw new Error('Set PORTAL_SIGNING_SECRET to the signing secret shown in My Account → Client API');
const TOLERANCE_SECONDS = 300; // refuse replays of old pushes

// Your site's categories: read them from your CMS.
const categories = [
  { id: 1, name: 'National', slug: 'national' },
  { id: 2, name: 'Sports', slug: 'sports' },
];
const posts = []; // replace with your database
const MEDIA_FIELDS = ['images', 'videos', 'pdfs'];
const MAX_BODY_CHARS = 5_000_000;

const digest = (text) => createHash('sha256').update(text).digest();
// Comparing digests of equal length in constant time tells an attacker nothing about the token.
const isPortalToken = (given) => timingSafeEqual(digest(given), digest(TOKEN));

/** True when X-Portal-Signature (t=…,v1=…) signs `${t}.${body}` with the secret and t is within 5 minutes. */
function isSigned(header, body) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.split('=', 2)),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

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

/** The raw body (the signature is over it), or undefined when it is too long. */
async function readBody(request) {
  request.setEncoding('utf8');
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_BODY_CHARS) return undefined;
  }
  return text;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isUrlList = (value) => value == null || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

function isValidArticle(body) {
  return (
    typeof body.title === 'string' &&
    body.title.trim() !== '' &&
    [...body.title].length <= 255 &&
    typeof body.description === 'string' &&
    body.description.trim() !== '' &&
    Number.isInteger(body.category) &&
    MEDIA_FIELDS.every((field) => isUrlList(body[field]))
  );
}

/** `portal` is absent (the older contract) or names the item and its version. */
const isValidPortal = (portal) => portal === undefined || (Number.isInteger(portal?.item_id) && Number.isInteger(portal?.version));

const findPost = (itemId) => (itemId === undefined ? undefined : posts.find((post) => post.item_id === itemId));

/** publish and update: one post per portal item, changed only by a higher version. */
function publish(body) {
  const fields = { title: body.title, description: body.description, category: body.category };
  for (const field of MEDIA_FIELDS) fields[field] = body[field] ?? [];
  // The media links expire after some days: download the files to your own storage now, do not hot-link them.
  const version = body.portal?.version ?? 1;
  const post = findPost(body.portal?.item_id);
  if (!post) {
    const created = { post_id: posts.length + 1, item_id: body.portal?.item_id ?? null, version, state: 'published', ...fields };
    posts.push(created);
    return [201, { message: 'Article saved', data: created, status: 201 }];
  }
  // The same or a higher version: a retry, or an older push arriving late.
  if (post.version >= version) return [200, { message: 'Already up to date', data: post, status: 200 }];
  Object.assign(post, fields, { version, state: 'published' }); // a newer version brings a taken-down post back
  return [200, { message: 'Article updated', data: post, status: 200 }];
}

/** takedown: out of view, keeping its version, so that only a newer version brings the post back. */
function takedown(body) {
  const post = findPost(body.portal.item_id);
  if (!post) return [200, { message: 'Nothing to take down', data: null, status: 200 }];
  if (post.version >= body.portal.version) return [200, { message: 'Already up to date', data: post, status: 200 }];
  Object.assign(post, { state: 'taken_down', version: body.portal.version });
  return [200, { message: 'Article taken down', data: post, status: 200 }];
}

async function saveArticle(request, response) {
  const raw = await readBody(request);
  if (raw === undefined || !isSigned(request.headers['x-portal-signature'], raw)) {
    return send(response, 401, { message: 'Invalid signature' });
  }
  const body = parseJson(raw);
  if (typeof body !== 'object' || body === null || !isValidPortal(body.portal)) return send(response, 422, { message: 'Invalid data.' });
  const action = body.action ?? 'publish'; // the older contract sends no action
  if (action === 'takedown' && body.portal) return send(response, ...takedown(body));
  if ((action === 'publish' || action === 'update') && isValidArticle(body)) return send(response, ...publish(body));
  return send(response, 422, { message: 'Invalid data.' });
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
