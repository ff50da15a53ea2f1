import type { Locator, Page } from '@playwright/test';
import { formatRupeesIn } from '../../packages/shared/src/numbers.ts';
import { type Client, createClient } from '../support/accounts.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';
import { PORTAL_URL } from '../support/ports.ts';
import { shoot } from '../support/screenshots.ts';
import { underServiceWorker } from '../support/service-worker.ts';
import { expectScrollingTable, expectWholeTable } from '../support/tables.ts';

/*
 * Buying a plan through the built-in gateway simulators, as a client does. The renewals are for a client
 * this file makes for itself (it starts with no subscription, so expired); trial@ only cancels or leaves
 * payments pending, which grants nothing.
 */

type Printed = { features: string; title: string; text: string };

/** The invoice window is real; only its print() is swapped for a note the test reads after the reload. */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      const opened = open(url, target, features);
      if (opened) {
        opened.print = () =>
          sessionStorage.setItem(
            'printed',
            JSON.stringify({ features, title: opened.document.title, text: opened.document.body.textContent ?? '' }),
          );
      }
      return opened;
    };
  });
}

async function printedBy(page: Page, print: Locator): Promise<Printed> {
  const reloaded = page.waitForEvent('load');
  await print.click();
  await reloaded;
  const note = await page.evaluate(() => sessionStorage.getItem('printed'));
  expect(note, 'the invoice window was printed').not.toBeNull();
  await page.evaluate(() => sessionStorage.removeItem('printed'));
  return JSON.parse(note as string) as Printed;
}

async function choosePlan(page: Page, plan: string) {
  await page.goto('/subscription-plans');
  await page.getByRole('region', { name: plan }).getByRole('button', { name: 'Choose' }).click();
  return page.getByRole('dialog', { name: `Checkout — ${plan}` });
}

async function checkout(page: Page, plan: string, choice: { screens: string; months: string; method: 'eSewa' | 'Khalti' }) {
  const dialog = await choosePlan(page, plan);
  await dialog.getByRole('radio', { name: new RegExp(`^${choice.screens}`) }).check();
  await dialog.getByRole('radio', { name: new RegExp(`^${choice.months}`) }).check();
  await dialog.getByRole('radio', { name: choice.method }).check();
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

/** The credit and total of upgrading today from a month of `paid` paisa, bought today, to a month of `price` paisa. */
function upgradeFigures(paid: number, price: number) {
  const now = new Date();
  const next = new Date(now);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCDate(Math.min(now.getUTCDate(), new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()));
  const length = Math.round((next.getTime() - now.getTime()) / 86_400_000);
  const days = length - 1;
  const credit = Math.floor((2 * paid * days + length) / (2 * length));
  const net = price - credit;
  return { days, credit, total: net + Math.round((net * 13) / 100) };
}

/** Presses a button on the simulator's hosted page. */
async function answerGateway(page: Page, gateway: 'esewa' | 'khalti', button: 'Pay' | 'Cancel' | 'Leave pending') {
  await expect(page).toHaveURL(new RegExp(`/sim/${gateway}/`));
  const pressed = page.getByRole('button', { name: button });
  await expect(pressed, `${gateway}'s own page, not the portal's`).toBeVisible();
  await pressed.click();
}

test.describe('subscription payments', () => {
  test.describe.configure({ mode: 'serial' });
  // The gateways' pages are the server's, never the app's: the renewals run under the portal's service worker.
  test.use({ serviceWorkers: 'allow' });
  // The invoice names the buyer: a media house of that name, renewing twice.
  let buyer: Client;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: PORTAL_URL });
    buyer = await createClient(request, { name: 'Lumbini Television' });
    await request.dispose();
  });

  test('a client without a subscription renews with eSewa: totals with VAT, the invoice, its print, and the red badge goes', async ({
    page,
  }) => {
    test.slow();
    await recordPrints(page);
    await signInToNews(page, buyer.email);
    await underServiceWorker(page);
    await page.getByRole('link', { name: 'RENEW' }).click();
    await expect(page).toHaveURL(/\/subscription-plans$/);
    await expect(page.getByRole('region', { name: 'Premium' })).toContainText('Rs. 5,000');
    await expectAccessible(page);

    const dialog = await choosePlan(page, 'Premium');
    await dialog.getByRole('radio', { name: /^2 screens/ }).check();
    await dialog.getByRole('radio', { name: /^3 months/ }).check();
    // Rs. 1,200 for the second screen + Rs. 15,000 for three months, and 13 % of that.
    await expect(dialog).toContainText('Rs. 16,200');
    await expect(dialog).toContainText('VAT 13 %');
    await expect(dialog).toContainText('Rs. 2,106');
    await expect(dialog).toContainText('Rs. 18,306');
    await dialog.getByRole('radio', { name: /^12 months/ }).check();
    await expect(dialog).toContainText('Rs. 69,156');
    await dialog.getByRole('radio', { name: /^3 months/ }).check();
    await dialog.getByRole('radio', { name: 'eSewa' }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();

    await expect(page.getByRole('main')).toContainText('Rs. 18,306');
    await answerGateway(page, 'esewa', 'Pay');
    await expect(page).toHaveURL(/\/payment\/bill\?status=success&sid=\d+$/);
    const invoice = page.getByRole('main');
    await expect(invoice).toContainText('Premium');
    await expect(invoice).toContainText('Rs. 2,106');
    await expect(invoice).toContainText('Rs. 18,306');
    await expect(invoice).toContainText('Rastriya Samachar Sewa');
    await expect(invoice).toContainText('Lumbini Television');
    await expect(invoice).toContainText(/\d{4}\/\d{2}-\d{6}/);
    await expect(page.getByRole('link', { name: 'RENEW' })).toHaveCount(0);
    await expectAccessible(page);

    const billNo = (/\d{4}\/\d{2}-\d{6}/.exec((await invoice.textContent()) ?? '') ?? [''])[0];
    const printed = await printedBy(page, page.getByRole('button', { name: 'Print receipt' }));
    expect(printed.features).toMatch(/width=1200,height=900/);
    expect(printed.text).toContain(billNo);
    expect(printed.text).toContain('Rs. 18,306');
  });

  test('the same client pays with Khalti, and the history lists both with working invoice dialogs', async ({ page }) => {
    test.slow();
    await recordPrints(page);
    await signInToNews(page, buyer.email);
    await underServiceWorker(page);
    await checkout(page, 'Basic', { screens: '1 screen', months: '1 month', method: 'Khalti' });
    await answerGateway(page, 'khalti', 'Pay');
    await expect(page).toHaveURL(/\/payment\/bill\?status=success&sid=\d+$/);
    await expect(page.getByRole('main')).toContainText('Rs. 1,695');

    await page.goto('/my-account');
    const history = page.getByRole('table', { name: 'Transactions History' });
    const khaltiRow = history.getByRole('row').filter({ hasText: 'Khalti' });
    const esewaRow = history.getByRole('row').filter({ hasText: 'eSewa' }).filter({ hasText: 'Premium' });
    await expect(khaltiRow).toContainText('Rs. 1,695');
    await expect(esewaRow).toContainText('Rs. 18,306');

    await khaltiRow.getByRole('button', { name: 'Invoice' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Basic');
    await expect(dialog).toContainText('Rs. 195');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await esewaRow.getByRole('button', { name: 'Invoice' }).click();
    await expect(page.getByRole('dialog')).toContainText('Rs. 18,306');
    const printed = await printedBy(page, page.getByRole('dialog').getByRole('button', { name: 'Print' }));
    expect(printed.text).toContain('Rs. 18,306');
  });

  test('a cancelled or pending payment shows its dialog and grants nothing', async ({ page }) => {
    test.slow();
    await signInToNews(page, 'trial@samachar.demo');

    await checkout(page, 'Basic', { screens: '1 screen', months: '1 month', method: 'eSewa' });
    await answerGateway(page, 'esewa', 'Cancel');
    await expect(page).toHaveURL(/\/subscription-plans\?status=00failure00&sid=\d+$/);
    const failed = page.getByRole('dialog', { name: 'Your payment failed' });
    await expect(failed).toContainText('Please try again with same or another payment method');
    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/subscription-plans$/);

    await checkout(page, 'Standard', { screens: '1 screen', months: '1 month', method: 'eSewa' });
    await answerGateway(page, 'esewa', 'Leave pending');
    const pending = page.getByRole('dialog', { name: 'Payment pending' });
    await expect(pending).toBeVisible();
    await pending.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment pending' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await checkout(page, 'Basic', { screens: '1 screen', months: '1 month', method: 'Khalti' });
    await answerGateway(page, 'khalti', 'Cancel');
    await expect(page.getByRole('dialog')).toContainText('Transaction has been interrupt by your action');

    await page.goto('/my-account');
    const history = page.getByRole('table', { name: 'Transactions History' });
    await expect(history.getByRole('row').filter({ hasText: 'Free Trial' })).toHaveCount(1);
    await expect(history.getByRole('row').filter({ hasText: 'Standard' })).toHaveCount(0);
  });

  test('checkout opens priced for 1 screen and 1 month, asks only for the method, and keeps Pay in view at 1280 × 800 and 400 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToNews(page, 'trial@samachar.demo');
    let dialog = await choosePlan(page, 'Standard');
    await expect(dialog.getByRole('radio', { name: /^1 screen/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /^1 month/ })).toBeChecked();
    await expect(dialog).toContainText('Rs. 3,390');
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.setViewportSize({ width: 400, height: 800 });
    dialog = await choosePlan(page, 'Standard');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(dialog).toContainText('Please choose a payment method');
    await expect(dialog).not.toContainText('Please select the number of screens');
    await expect(dialog).not.toContainText('Please select the number of months');
    await expect(dialog.getByRole('button', { name: 'Pay' })).toBeInViewport();
    const box = await dialog.getByRole('button', { name: 'Pay' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(400);
    await expect(page).toHaveURL(/\/subscription-plans$/);
  });

  test('an upgrade starts now with the unused days of the plan it replaces credited, on the checkout and the invoice', async ({
    page,
    playwright,
  }) => {
    test.slow();
    const request = await playwright.request.newContext({ baseURL: PORTAL_URL });
    const upgrader = await createClient(request, { name: 'Pokhara FM' });
    await request.dispose();
    await signInToNews(page, upgrader.email);
    await checkout(page, 'Basic', { screens: '1 screen', months: '1 month', method: 'eSewa' });
    await answerGateway(page, 'esewa', 'Pay');
    await expect(page).toHaveURL(/\/payment\/bill\?status=success&sid=\d+$/);

    const dialog = await choosePlan(page, 'Standard');
    // Rs 1,500 of Basic for a calendar month; its first day has begun, the rest come off Rs 3,000 before VAT.
    const { days, credit, total } = upgradeFigures(150_000, 300_000);
    await expect(dialog).toContainText(`Unused Basic (${days} days)`);
    await expect(dialog).toContainText(`− ${formatRupeesIn('en', credit)}`);
    await expect(dialog).toContainText('Your Basic plan ends today');
    await expect(dialog).toContainText(formatRupeesIn('en', total));
    await expectAccessible(page);
    await shoot(page, 'checkout-upgrade');
    await dialog.getByRole('radio', { name: 'eSewa' }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await answerGateway(page, 'esewa', 'Pay');
    await expect(page).toHaveURL(/\/payment\/bill\?status=success&sid=\d+$/);
    const invoice = page.getByRole('main');
    await expect(invoice).toContainText('Credit for the unused part of the previous plan');
    await expect(invoice).toContainText(`− ${formatRupeesIn('en', credit)}`);
    await expect(invoice).toContainText(formatRupeesIn('en', total));
    await expectWholeTable(page, page.getByRole('region', { name: 'Invoice items' }));
    await shoot(page, 'invoice-credit');

    await page.goto('/my-account');
    await expect(page.getByRole('region', { name: 'Subscription Plan' })).toContainText('Standard');
    await expect(page.getByRole('table', { name: 'Transactions History' })).toContainText(
      `after a credit of ${formatRupeesIn('en', credit)}`,
    );
    // Two paid rows, one with its credit: every column (the Invoice buttons last) at 1280 px, a scrolling region on a phone.
    const history = page.getByRole('group', { name: 'Transactions History' });
    await expectWholeTable(page, history);
    await shoot(page, 'my-account-timeline');
    await page.setViewportSize({ width: 400, height: 800 });
    await expectScrollingTable(page, history);
  });
});
