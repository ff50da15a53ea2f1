import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { staffHeaders, uniqueEmail } from '../support/accounts.ts';
import { DEMO_PASSWORD, expect, expectAccessible, linkIn, passwordField, readMail, signIn, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const CONSOLE_ENTRIES = ['News desk', 'Uploads review', 'Clients', 'Analytics', 'Staff', 'Audit trail'];

test('a finance staff member sees only Payments, filters them, opens an invoice and exports the list as CSV, which is audited', async ({
  page,
  request,
}) => {
  // An administrator invites a finance-only person, who joins from the mail.
  const admin = await staffHeaders(request);
  const email = uniqueEmail('finance');
  const invited = await request.post('/api/v1/staff', {
    headers: admin,
    data: { full_name: 'Gita Finance', email, staff_roles: ['finance'] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  await page.goto(linkIn(await readMail(email), /https?:\/\/\S+\/create-password\?user=[\w-]+/));
  await passwordField(page).fill(DEMO_PASSWORD);
  await passwordField(page, 'Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email);

  // Their console opens on Payments, the only part of it they see.
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(drawer(page).getByRole('link', { name: 'Payments' })).toBeVisible();
  for (const entry of CONSOLE_ENTRIES) await expect(drawer(page).getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  await page.goto('/admin/clients');
  await expect(page).toHaveURL(/\/admin\/payments$/);

  const table = page.getByRole('region', { name: 'Payments' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals of the filtered payments' });
  await expect(totals).toContainText('VAT (13 %)');
  await shoot(page, 'staff-payments');
  await expectAccessible(page);

  // The seeded Basic plan of basic@ was paid through Khalti: filtered, it is the one row, and the totals are its own.
  await page.getByRole('combobox', { name: 'Gateway' }).click();
  await page.getByRole('option', { name: 'Khalti' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await page.getByRole('searchbox', { name: 'Client, email, bill or order' }).fill('basic@samachar.demo');
  await page.getByRole('searchbox', { name: 'Client, email, bill or order' }).press('Enter');
  await expect(page).toHaveURL(/[?&]gateway=KHALTI/);
  await expect(page).toHaveURL(/[?&]status=completed/);
  await expect(page).toHaveURL(/[?&]q=basic%40samachar.demo/);
  const row = table.getByRole('row').filter({ hasText: 'basic@samachar.demo' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Khalti');
  await expect(row).toContainText('Paid');
  const total = (await row.getByRole('cell').last().textContent())?.trim() ?? '';
  expect(total).toMatch(/^Rs\. [\d,]+(\.\d\d)?$/);
  await expect(totals).toContainText(total);

  // Its row opens the payment with the very bill the client prints.
  await row.click();
  await expect(page).toHaveURL(/\/admin\/payments\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Payment \d+$/ })).toBeVisible();
  const bill = page.getByRole('heading', { name: 'Invoice' }).locator('xpath=../..');
  await expect(bill).toContainText('basic@samachar.demo');
  await expect(bill).toContainText(total);
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await shoot(page, 'staff-payment-invoice');
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Payments', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/payments\?.*gateway=KHALTI/);

  // Export CSV: the filtered rows in rupees with the totals last, and the export is in the audit trail.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^ID,Bill no,/);
  expect(lines[1]).toContain('basic@samachar.demo');
  expect(lines[1]).toContain(',KHALTI,completed,');
  expect(lines[2]).toMatch(/^Total,1 payment,/);
  const audit = await request.get(`/api/v1/audit?action=payment.export&actor_email=${encodeURIComponent(email)}`, { headers: admin });
  expect((await audit.json()).data).toEqual([
    expect.objectContaining({ action: 'payment.export', actor: expect.objectContaining({ email }) }),
  ]);
});
