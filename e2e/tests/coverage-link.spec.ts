import type { Page } from '@playwright/test';
import { pathWith } from '../../packages/shared/src/api-contract.ts';
import { endpoints } from '../../packages/shared/src/api-endpoints.ts';
import { messages } from '../../packages/shared/src/messages.ts';
import { expect, expectAccessible, showScheme, signInToConsole, test } from '../support/fixtures.ts';

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** Today in Nepal, as the agenda keeps its days. */
const nepalToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

type Coverage = { id: number; kind: string; state: string; delivered_item: { kind: string; id: number } | null };

/** The staff API as the signed-in console calls it, to set the scene and check the outcome. */
async function staffApi(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token}` };
  return {
    createEvent: async (title: string) => {
      const today = nepalToday();
      const response = await page.request.post(endpoints.agenda.create.path, {
        headers,
        // Expected at the day's first minute: among today's open text coverage, the first suggested.
        data: {
          title,
          start_date: today,
          start_time: '10:00',
          coverages: [{ kind: 'text', expected_date: today, expected_time: '00:00' }],
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { data: { id: number } }).data.id;
    },
    coverageOf: async (eventId: number) => {
      const response = await page.request.get(pathWith(endpoints.agenda.detail.path, { id: eventId }), { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: { coverages: Coverage[] } }).data.coverages[0];
    },
  };
}

test('staff publish news on the desk and mark the agenda’s coverage delivered in one click, then undo it', async ({ page }) => {
  // Two screens scanned by axe in both schemes.
  test.slow();
  await signInToConsole(page);
  const api = await staffApi(page);
  const event = `Cabinet briefing ${Date.now()}`;
  const eventId = await api.createEvent(event);

  const title = `Cabinet cuts fuel tax ${Date.now()}`;
  await page.getByRole('link', { name: 'Publish news' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('The cabinet cut the fuel tax by five per cent, the spokesperson said.');
  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'English' }).check();
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Society' }).check();
  const published = page.waitForResponse(
    (response) => new URL(response.url()).pathname === endpoints.newsDesk.create.path && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const newsId = ((await (await published).json()) as { data: { id: number } }).data.id;
  await expect(notice(page, messages.newsPublished)).toBeVisible();

  // Right after publishing, the desk offers the coverage suggested for the item: one click links it.
  const panel = page.getByRole('region', { name: 'Delivers coverage' });
  await expect(panel).toContainText(`Published: ${title}`);
  await panel.getByRole('button', { name: `Mark delivered: Text of ${event}` }).click();
  await expect(notice(page, messages.coverageLinked)).toBeVisible();
  const linked = panel.getByRole('list', { name: 'Coverage this item delivers' });
  await expect(linked.getByRole('link', { name: event })).toBeVisible();
  await expect(linked).toContainText('Text · Delivered');
  expect(await api.coverageOf(eventId)).toMatchObject({ state: 'delivered', delivered_item: { kind: 'news', id: newsId } });
  await expectAccessible(page);

  // The item's editor shows the link beside it, found in the agenda, with Undo.
  await page.goto(`/admin/news/${newsId}`);
  await expect(page.getByRole('heading', { name: 'Edit news' })).toBeVisible();
  const side = page.getByRole('region', { name: 'Delivers coverage' });
  const undo = side.getByRole('button', { name: `Undo: Text of ${event}` });
  await expect(undo).toBeVisible();
  await showScheme(page, 'dark');
  await side.scrollIntoViewIfNeeded();
  await side.screenshot({ path: test.info().outputPath('coverage-panel-desktop-dark.png') });
  await expectAccessible(page);

  await undo.click();
  await expect(notice(page, messages.coverageUnlinked)).toBeVisible();
  await expect(side.getByRole('button', { name: `Mark delivered: Text of ${event}` })).toBeVisible();
  expect(await api.coverageOf(eventId)).toMatchObject({ state: 'in_progress', delivered_item: null });

  await showScheme(page, 'light');
  await page.setViewportSize({ width: 400, height: 900 });
  await expect(side.getByRole('button', { name: `Mark delivered: Text of ${event}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  await side.scrollIntoViewIfNeeded();
  await side.screenshot({ path: test.info().outputPath('coverage-panel-400-light.png') });
});

test('the picker finds another event by title and links its coverage, from the keyboard', async ({ page }) => {
  await signInToConsole(page);
  const api = await staffApi(page);
  const event = `Press meet ${Date.now()}`;
  const eventId = await api.createEvent(event);
  const published = page.waitForResponse(
    (response) => new URL(response.url()).pathname === endpoints.newsDesk.create.path && response.request().method() === 'POST',
  );
  await page.getByRole('link', { name: 'Publish news' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Press meet held ${Date.now()}`);
  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'English' }).check();
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Society' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const newsId = ((await (await published).json()) as { data: { id: number } }).data.id;

  const panel = page.getByRole('region', { name: 'Delivers coverage' });
  await panel.getByRole('button', { name: 'Find another event' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Find another event' });
  await expect(dialog.getByRole('searchbox', { name: 'Event title' })).toBeFocused();
  await page.keyboard.type(event);
  const pick = dialog.getByRole('button', { name: `Mark delivered: Text of ${event}` });
  await pick.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('list', { name: 'Coverage this item delivers' }).getByRole('link', { name: event })).toBeVisible();
  expect(await api.coverageOf(eventId)).toMatchObject({ state: 'delivered', delivered_item: { kind: 'news', id: newsId } });
});
