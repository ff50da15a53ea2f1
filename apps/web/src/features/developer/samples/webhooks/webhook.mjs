// Receives the news agency's webhooks: Node.js 18 or newer, no packages needed.
// Run: PORTAL_WEBHOOK_SECRET='whsec_…' PORT=3000 node webhook.mjs · Webhook URL: https://your-site.example/webhooks/portal
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const SECRET = process.env.PORTAL_WEBHOOK_SECRET;
if (!SECRET) throw new Error('Set PORTAL_WEBHOOK_SECRET to the secret shown when you added the webhook');
const TOLERANCE_SECONDS = 300; // refuse replays of old deliveries
const seen = new Set(); // event ids already handled: use your database
const items = new Map(); // your copies of the agency's items, by uri: use your database

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

createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/webhooks/portal') return response.writeHead(404).end();
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8'); // the raw body: parse it only after checking
    if (!isSigned(request.headers['x-portal-signature'], body)) return response.writeHead(400).end();
    const eventId = String(request.headers['x-portal-event-id']);
    if (!seen.has(eventId)) {
      seen.add(eventId);
      // ninjs: pubstatus in 2.x, pubStatus in 3.2; a NewsML-G2 hook gets XML: <pubStatus qcode="stat:canceled"/>
      const item = JSON.parse(body);
      if ((item.pubstatus ?? item.pubStatus) === 'canceled')
        items.delete(item.uri); // take it down
      else items.set(item.uri, item); // new, or a correction with a higher version
    }
    response.writeHead(204).end(); // answer fast; do slow work after answering
  });
}).listen(Number(process.env.PORT ?? 3000));
