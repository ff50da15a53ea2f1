import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { cardTitled } from '../support/content.ts';
import {
  closeSignedOut,
  expect,
  expectAccessible,
  type OpenBrowser,
  showScheme,
  signIn,
  signInToConsole,
  test,
} from '../support/fixtures.ts';

const SHOTS = '/tmp/shots-terms';
const TERMS = 'बेलुका ६ बजेअघि प्रसारण नगर्नुहोस्';
const NOTE = 'मृतकको संख्या बढ्न सक्छ; सच्याइएको समाचार पठाइनेछ।';

/** The element in light and dark, and the page at 400 px wide, into /tmp/shots-terms/. */
async function shoot(page: Page, name: string, element: () => Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    await element().screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await showScheme(page, 'light');
  await page.setViewportSize({ width: 400, height: 900 });
  await element().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-400.png` });
  if (size) await page.setViewportSize(size);
}

/** Staff in a browser of their own, beside the client's. */
async function staffPage(openBrowser: OpenBrowser) {
  const page = await openBrowser();
  await signInToConsole(page);
  return page;
}

/** The SMS the portal logged (no gateway configured in the e2e run: the dev outbox) whose text holds `headline`. */
async function smsWith(page: Page, headline: string) {
  const answer = await page.request.get('/api/dev/outbox');
  const { data } = (await answer.json()) as { data: { channel: string; body: string }[] };
  return data.filter((entry) => entry.channel === 'sms' && entry.body.includes(headline));
}

test('staff set usage terms, a note and Urgent; the client reads the notice in Nepali and gets the SMS it opted in to', async ({
  page,
  openBrowser,
  makeClient,
}) => {
  // Two browsers, four screens scanned by axe in both schemes, and screenshots.
  test.slow();
  const client = await makeClient({ plan: 'Premium' });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/news$/);

  // Opt in on My Account.
  await page.goto('/my-account');
  const sms = page.getByRole('switch', { name: 'Send me an SMS when the agency sends urgent news' });
  await expect(sms).not.toBeChecked();
  await sms.click();
  await expect(page.getByText(messages.urgentSmsOn)).toBeVisible();
  await expect(page.getByText('On: the SMS goes to 9801234567.')).toBeVisible();
  await expectAccessible(page);

  // Staff publish a Nepali item with terms, a note, Urgent.
  const staff = await staffPage(openBrowser);
  const title = `कोशीमा बाढी, उच्च सतर्कता ${Date.now()}`;
  await staff.getByRole('link', { name: 'Publish news' }).click();
  await staff.getByRole('textbox', { name: 'Title' }).fill(title);
  await staff.getByRole('textbox', { name: 'Content' }).click();
  await staff.keyboard.type('कोशी नदीको सतह बढेको छ।');
  await staff.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Nepali' }).check();
  await staff.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Society' }).check();
  await staff.getByRole('textbox', { name: 'Usage terms' }).fill(TERMS);
  await staff.getByRole('textbox', { name: 'Editor’s note' }).fill(NOTE);
  await staff.getByRole('switch', { name: 'Urgent' }).check();
  await expectAccessible(staff);
  await shoot(staff, 'staff-fields', () =>
    staff.getByRole('textbox', { name: 'Usage terms' }).locator('xpath=ancestor::div[contains(@class,"MuiPaper-root")][1]'),
  );
  await staff.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staff.getByText(messages.newsPublished, { exact: true }).first()).toBeVisible();

  // The client, in Nepali, sees the Urgent mark and the notice above the story.
  await page.goto('/news');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'नेपाली' }).click();
  const card = cardTitled(page, title);
  await expect(card).toBeVisible();
  await expect(page.locator('main article').filter({ hasText: title }).getByText('जरुरी')).toBeVisible();
  await card.click();
  const drawer = page.getByRole('dialog', { name: title });
  const notice = drawer.getByRole('note', { name: 'प्रयोगका सर्त र सम्पादकको टिप्पणी' });
  await expect(notice).toContainText(TERMS);
  await expect(notice).toContainText(NOTE);
  await expect(drawer.getByText('जरुरी')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'notice', () => page.getByRole('dialog', { name: title }).getByRole('note'));

  // The SMS went out within the minute, in Nepali, with the agency's name.
  await expect(async () => expect(await smsWith(page, 'कोशीमा बाढी')).not.toEqual([])).toPass({ timeout: 60_000 });
  const [text] = await smsWith(page, 'कोशीमा बाढी');
  expect(text?.body).toMatch(/^जरुरी: कोशीमा बाढी.* — Rastriya Samachar Sewa$/);
  expect(text?.body.length).toBeLessThanOrEqual(70);

  await closeSignedOut(staff);
});
