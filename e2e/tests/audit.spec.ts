import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInToConsole, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A wrong password for `email`, as a stranger would try it: the house's owner sees it on Team. */
async function failSignIn(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/v2/login', {
    data: { email, password: 'not-the-password-1' },
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
  });
  expect(answer.status()).toBe(401);
}

test('the owner sees the house’s security events on Team, a failed sign-in first', async ({ page, client }) => {
  await signInToNews(page, client.email);
  await failSignIn(page, client.email);
  await drawer(page).getByRole('link', { name: 'Team' }).click();
  const events = page.getByRole('list', { name: 'Security events of your media house' });
  await expect(events.getByRole('listitem').first()).toContainText('Failed sign-in');
  await expect(events.getByRole('listitem').first()).toContainText('Firefox 133');
  await expect(events.getByRole('listitem').nth(1)).toContainText('Signed in');
  await shoot(page, 'team-security-events');
  await expectAccessible(page);
});

test('an administrator filters the audit trail by person and action, and exports what it shows', async ({ page, client }) => {
  test.slow();
  await failSignIn(page, client.email);
  await signInToConsole(page);
  await drawer(page).getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Audit events' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Person (email)' }).fill(client.email);
  await page.getByRole('searchbox', { name: 'Person (email)' }).press('Enter');
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Failed sign-in' }).click();
  await expect(page).toHaveURL(/action=auth\.sign_in_failed/);
  await expect(page).toHaveURL(new RegExp(`person=${encodeURIComponent(client.email).replace(/\./g, '\\.')}`));
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Failed sign-in');
  await expect(rows.nth(1)).toContainText(client.email);
  await expect(rows.nth(1)).toContainText('bad_credentials');

  // The filters live in the address: a reload shows the same row.
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  await shoot(page, 'audit-trail');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = fs.readFileSync(await (await downloading).path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toMatch(/^ID,Time \(UTC\),Actor ID,Actor email/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('auth.sign_in_failed');
  expect(lines[1]).toContain(client.email);
  await expectAccessible(page);
});
