import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { allowClipboard, clipboardText } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const card = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

async function openMyAccount(page: Page, email: string) {
  await signInToNews(page, email);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

/** The client id and secret the dialog shows once, copied as a person would copy them. */
async function copiedCredentials(page: Page, dialogName: string) {
  const shown = page.getByRole('dialog', { name: dialogName });
  await expect(shown.getByText(/shown only this once/)).toBeVisible();
  await shown.getByRole('button', { name: 'Copy the client ID' }).click();
  const id = await clipboardText(page);
  await shown.getByRole('button', { name: 'Copy the secret' }).click();
  const secret = await clipboardText(page);
  return { id, secret, shown };
}

const tokenFor = (request: APIRequestContext, id: string, secret: string) =>
  request.post('/api/oauth/token', {
    headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` },
    form: { grant_type: 'client_credentials' },
  });

test('an OAuth client: created with a scope, secret shown once, its token reads the Feed API, a new secret and revoking end it', async ({
  page,
  client,
  request,
}) => {
  await allowClipboard(page);
  await openMyAccount(page, client.email);
  const clients = card(page, 'OAuth clients');
  await expect(clients.getByText('No OAuth clients yet.')).toBeVisible();

  await clients.getByRole('button', { name: 'Create OAuth client' }).click();
  const form = page.getByRole('dialog', { name: 'Create OAuth client' });
  await form.getByRole('checkbox', { name: /feed:read/ }).uncheck();
  await form.getByRole('checkbox', { name: /agenda:read/ }).uncheck();
  await form.getByRole('button', { name: 'Create OAuth client' }).click();
  await expect(form.getByText('Choose at least one scope')).toBeVisible();
  await expect(form.getByText('Required', { exact: true })).toBeVisible();
  await form.getByLabel('Name').fill('Newsroom CMS');
  await form.getByRole('checkbox', { name: /feed:read/ }).check();
  await form.getByRole('button', { name: 'Create OAuth client' }).click();

  const first = await copiedCredentials(page, 'OAuth client “Newsroom CMS”');
  expect(first.id).toMatch(/^rssc_[\w-]{22}$/);
  expect(first.secret).toMatch(/^rsss_[\w-]{43}$/);
  await expectAccessible(page);
  await first.shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(first.secret)).toBeHidden();
  await expect(clients.getByText(first.id)).toBeVisible();
  await expect(clients.getByText(/feed:read · Created/)).toBeVisible();
  await shoot(page, 'oauth-clients-card');

  const issued = await tokenFor(request, first.id, first.secret);
  expect(issued.status()).toBe(200);
  const { access_token: token, token_type, scope } = await issued.json();
  expect([token_type, scope]).toEqual(['Bearer', 'feed:read']);
  const items = await request.get('/api/feed/v1/items?limit=5', { headers: { authorization: `Bearer ${token}` } });
  expect(items.status()).toBe(200);
  expect((await items.json()).items.length).toBeGreaterThan(0);
  const agenda = await request.get('/api/feed/v1/agenda', { headers: { authorization: `Bearer ${token}` } });
  expect(agenda.status()).toBe(403);
  expect(agenda.headers()['www-authenticate']).toContain('insufficient_scope');

  await page.reload();
  await expect(clients.getByText(/last used/)).toBeVisible();
  await clients.getByRole('button', { name: 'Make a new secret for Newsroom CMS' }).click();
  await page.getByRole('dialog', { name: 'Make a new secret?' }).getByRole('button', { name: 'New secret' }).click();
  const second = await copiedCredentials(page, 'New secret for “Newsroom CMS”');
  expect(second.id).toBe(first.id);
  expect(second.secret).not.toBe(first.secret);
  await second.shown.getByRole('button', { name: 'Done' }).click();
  expect((await request.get('/api/feed/v1/items', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  expect((await tokenFor(request, first.id, first.secret)).status()).toBe(401);
  expect((await tokenFor(request, second.id, second.secret)).status()).toBe(200);

  await clients.getByRole('button', { name: 'Revoke Newsroom CMS' }).click();
  await page.getByRole('dialog', { name: 'Revoke this OAuth client?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(clients.getByText('Revoked', { exact: true })).toBeVisible();
  const refused = await tokenFor(request, second.id, second.secret);
  expect([refused.status(), (await refused.json()).error]).toEqual([401, 'invalid_client']);
  await expect(clients.getByRole('button', { name: 'Revoke Newsroom CMS' })).toBeHidden();
});

test('the Feed API guide shows both ways in: API keys and OAuth 2.0, with the token request a client copies', async ({ page, client }) => {
  await signInToNews(page, client.email);
  await page.goto('/feed-api');
  const oauth = page.getByRole('region', { name: 'OAuth 2.0 client credentials' });
  await expect(oauth.getByText('POST /api/oauth/token', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Authentication' })).toContainText('OAuth 2.0 may use a client');
  await expect(oauth.getByRole('table', { name: 'Scopes' })).toContainText('agenda:read');
  await expect(oauth.getByText(/curl -fsS -u "\$PORTAL_CLIENT_ID:\$PORTAL_CLIENT_SECRET"/)).toBeVisible();
  await expect(oauth.getByRole('tab', { name: 'Node.js' })).toBeVisible();
  await shoot(page, 'feed-api-guide');
  // axe on this section: the page's other sections are other features' (and are scanned by their own specs).
  const violations = await axeViolations(page, { within: '#oauth' });
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id),
  ).toEqual([]);
});
