// The Feed API with OAuth 2.0 client credentials, from Node.js 18 or later (no packages needed).
// PORTAL_CLIENT_ID and PORTAL_CLIENT_SECRET: the client made on My Account → OAuth clients.
const PORTAL = process.env.PORTAL_URL ?? 'https://portal.example';
const CLIENT_ID = process.env.PORTAL_CLIENT_ID;
const CLIENT_SECRET = process.env.PORTAL_CLIENT_SECRET;

let token;
let expiresAt = 0;

/** An access token, asked for again a minute before the one held expires. */
async function accessToken() {
  if (token && Date.now() < expiresAt - 60_000) return token;
  const credentials = Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(CLIENT_SECRET)}`).toString('base64');
  const response = await fetch(`${PORTAL}/api/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'feed:read agenda:read' }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`token refused: ${answer.error} (${answer.error_description ?? response.status})`);
  token = answer.access_token;
  expiresAt = Date.now() + answer.expires_in * 1000;
  return token;
}

/** A Feed API call; a 401 (the token expired or was revoked) gets a new token and one more try. */
export async function feed(path) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${PORTAL}${path}`, { headers: { authorization: `Bearer ${await accessToken()}` } });
    if (response.status === 401 && attempt === 1) {
      token = undefined;
      continue;
    }
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.json()).message}`);
    return response.json();
  }
}

// Run as a script: the newest items, then the Agenda's events.
if (import.meta.url === `file://${process.argv[1]}`) {
  const page = await feed('/api/feed/v1/items?limit=10');
  for (const item of page.items) process.stdout.write(`${item.uri}\n`);
  const agenda = await feed('/api/feed/v1/agenda');
  process.stdout.write(`${agenda.events.length} agenda events\n`);
}
