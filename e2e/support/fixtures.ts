import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { type Client, type ClientOptions, createClient } from './accounts.ts';
import { axeViolations } from './axe.ts';

import { DEMO_PASSWORD } from './mailbox.ts';

export { type CaughtMail, DEMO_PASSWORD, linkIn, mailsTo, readMail } from './mailbox.ts';
export type { Client };

export { expect };

export type OpenBrowser = (options?: { showPromo?: boolean; userAgent?: string }) => Promise<Page>;

const skipPromo = (page: Page) => page.addInitScript(() => sessionStorage.setItem('promo-seen', '1'));

/**
 * Pages of the portal with the news page's once-a-session offer already seen, so it covers nothing a
 * spec clicks; a spec about the offer sets `showPromo`.
 */
export const test = base.extend<{
  showPromo: boolean;
  /** Makes a client account of this test's own (see support/accounts.ts). */
  makeClient: (options?: ClientOptions) => Promise<Client>;
  /** A client of this test's own on a year of Premium (news, photos, videos, social automation). */
  client: Client;
  /**
   * A page in a browser of this test's own, beside `page`: a second person or a second device. Signed out and
   * closed when the test ends, so no page of it goes on polling while the next tests run.
   */
  openBrowser: OpenBrowser;
}>({
  showPromo: [false, { option: true }],
  page: async ({ page, showPromo }, use) => {
    if (!showPromo) await skipPromo(page);
    await use(page);
    for (const open of page.context().pages()) await signOutQuietly(open);
  },
  openBrowser: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async ({ showPromo = false, userAgent } = {}) => {
      const context = await browser.newContext({ serviceWorkers: 'block', ...(userAgent ? { userAgent } : {}) });
      opened.push(context);
      const page = await context.newPage();
      if (!showPromo) await skipPromo(page);
      return page;
    });
    for (const context of opened) {
      for (const open of context.pages()) await signOutQuietly(open);
      await context.close();
    }
  },
  makeClient: async ({ request }, use) => {
    await use((options) => createClient(request, options));
  },
  client: async ({ makeClient }, use) => {
    await use(await makeClient({ plan: 'Premium' }));
  },
});

/**
 * Ends the session the test's page holds, as a person signing out would: a plan's screens are devices signed in
 * at once, and the seeded demo accounts serve many tests, two at a time.
 */
export async function signOutQuietly(page: Page) {
  if (page.isClosed() || !page.url().startsWith('http')) return;
  const token = await page.evaluate(() => localStorage.getItem('access_token')).catch(() => null);
  if (token) await page.request.post('/api/auth/v2/logout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
}

/** Closes a browser a test opened for a second person before the test ends, signed out first so its screen is free again. */
export async function closeSignedOut(page: Page) {
  await signOutQuietly(page);
  await page.context().close();
}

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
export const passwordField = (page: Page, name = 'Password') => page.getByRole('textbox', { name, exact: true });

/** Fills every field of the register form with a valid media house, then sends it. */
export async function registerMediaHouse(page: Page, media: { name: string; email: string }) {
  await page.goto('/register');
  await page.getByLabel('Media name').fill(media.name);
  await page.getByLabel('Company name').fill(`${media.name} Pvt. Ltd.`);
  await emailField(page).fill(media.email);
  await page.getByLabel('Editor name').fill('Sita Sharma');
  await page.getByLabel('Website URL').fill('https://himaltimes.example');
  await page.getByLabel('Phone number').fill('014412345');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Newspaper' }).click();
  await page.getByLabel('Mobile number').fill('9801234567');
  await page.getByLabel('Registration number').fill('DOI-1234');
  await page.getByLabel('Contact person').fill('Ram Thapa');
  await page.getByLabel('Logo').setInputFiles('../apps/web/public/icon-192.png');
  await expect(page.getByText('icon-192.png')).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await submitWhenAScreenIsFree(page);
}

/**
 * Sends the sign-in form. The seeded demo accounts serve tests on both workers, and a plan's screens are
 * devices signed in at once: when the other worker's test holds the last one, this cancels the
 * "All screens are in use" dialog and signs in again once that test has signed out (each does at its end),
 * as a person told so would. Any other answer is left to the test.
 */
async function submitWhenAScreenIsFree(page: Page) {
  const screensInUse = page.getByRole('dialog', { name: 'All screens are in use' });
  await expect(async () => {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/v2/login') && response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Login' }).click(),
    ]);
    if (answer.status() !== 409) return;
    await screensInUse.getByRole('button', { name: 'Cancel' }).click();
    await expect(screensInUse).toBeHidden();
    throw new Error('every screen of the account is in use');
  }).toPass({ timeout: 100_000 });
}

/** Opens a deep link (an item's address from a mail or a feed) without a session: the sign-in page, which goes on to it. */
export async function signInFromLink(page: Page, link: string, account: { email: string; password: string }) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/\?next=/);
  await emailField(page).fill(account.email);
  await passwordField(page).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signInToNews(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/news$/);
  await signedInLayoutShown(page);
}

/**
 * The router changes the address first and draws the signed-in layout in a transition: until it commits, the
 * sign-in page and its Language button stay on screen, and a press on them is lost with them.
 */
async function signedInLayoutShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
}

/** `email` on News in a browser of the test's own, beside the test's page (a client watching the staff's work). */
export async function newsBeside(openBrowser: OpenBrowser, email: string, options?: { showPromo?: boolean }) {
  const page = await openBrowser(options);
  await signInToNews(page, email);
  return page;
}

/** Signs the demo staff member in and waits for the console: a navigation before the login answers would cancel it. */
export async function signInToConsole(page: Page) {
  await signIn(page, 'staff@samachar.demo');
  await expect(page).toHaveURL(/\/admin\/news$/);
  await signedInLayoutShown(page);
}

/** Shows the page in `scheme`: through the system preference, or the page's own toggle once the user picked a mode. */
export async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  const html = page.locator('html');
  const followsSystem = await expect(html)
    .toHaveClass(new RegExp(scheme), { timeout: 1_500 })
    .then(
      () => true,
      () => false,
    );
  if (!followsSystem) await page.getByRole('button', { name: scheme === 'dark' ? 'Dark mode' : 'Light mode' }).click();
  await expect(html).toHaveClass(new RegExp(scheme));
}

/** axe's rules that measure colours; every other rule reads the same page in either scheme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * No serious or critical axe violation, in the light and in the dark scheme: every rule in the light one,
 * the colour rules again in the dark one. axe reports only violations (its passes would cost a third of a scan).
 */
export async function expectAccessible(page: Page) {
  // Colours animate after a scheme switch (MUI labels over 200 ms); axe must measure the settled ones.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await showScheme(page, 'light');
  await expectNoBlockingViolations('light', await axeViolations(page));
  await showScheme(page, 'dark');
  await expectNoBlockingViolations('dark', await axeViolations(page, { rules: COLOUR_RULES }));
  await showScheme(page, 'light');
}

function expectNoBlockingViolations(scheme: 'light' | 'dark', violations: Result[]) {
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map((violation) => `${scheme}: ${violation.id} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The bearer token the signed-in page holds, for setting the scene through the API. */
export async function apiAs(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await page.request.get(`/api/${path}`, { headers });
      expect(response.status(), path).toBe(200);
      return (await response.json()) as T;
    },
  };
}
