import type { Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { expect, expectAccessible, showScheme, signInToConsole, test } from '../support/fixtures.ts';

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const eventsTable = (page: Page) => page.getByRole('region', { name: 'Events' });

/** Plans an event of today at 10:30 with a photo coverage, from the list's New event. */
async function createEvent(page: Page, title: string) {
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Start time').fill('10:30');
  await page.getByRole('textbox', { name: 'Venue' }).fill('Maitighar Mandala');
  await page.getByRole('button', { name: 'Add coverage' }).click();
  const coverage = page.getByRole('group', { name: 'Coverage 1' });
  await coverage.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Photos' }).click();
  await coverage.getByRole('textbox', { name: 'Note' }).fill('Wide shots of the crowd');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(notice(page, messages.eventSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/agenda$/);
}

test('staff plan an event with a photo coverage, edit and duplicate it, and follow the coverage on the board', async ({ page }) => {
  // Three screens scanned by axe in both schemes.
  test.slow();
  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();

  const title = `Climate march ${Date.now()}`;
  await createEvent(page, title);
  const row = eventsTable(page).getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(row.getByLabel('Photos: 1 Planned')).toHaveText('0/1');
  await expect(row).toContainText('Planned');
  await expectAccessible(page);

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Coverage 1' }).getByRole('textbox', { name: 'Note' })).toHaveValue(
    'Wide shots of the crowd',
  );
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (edited)`);
  await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Confirmed' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(notice(page, messages.eventSaved)).toBeVisible();
  const edited = eventsTable(page)
    .getByRole('row')
    .filter({ hasText: `${title} (edited)` });
  await expect(edited).toContainText('Confirmed');

  await edited.getByRole('button', { name: `Duplicate ${title} (edited)` }).click();
  await expect(notice(page, messages.eventDuplicated)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${title} (edited)`);
  await expect(page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Planned' })).toBeChecked();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(eventsTable(page).getByRole('link', { name: `${title} (edited)`, exact: true })).toHaveCount(2);

  await page.getByRole('navigation', { name: 'Agenda screens' }).getByRole('link', { name: 'Coverage board' }).click();
  await expect(page.getByRole('heading', { name: 'Coverage board' })).toBeVisible();
  // Expected today (the event's day) without a time of its own: due until the day is over, for the original and its copy.
  const due = page.getByRole('region', { name: 'Due' });
  await expect(due.getByRole('link', { name: `Open ${title} (edited)` })).toHaveCount(2);
  await expect(
    due
      .getByRole('listitem')
      .filter({ hasText: `${title} (edited)` })
      .first(),
  ).toContainText('Photos');
  await expectAccessible(page);
  await due
    .getByRole('link', { name: `Open ${title} (edited)` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
});

test('the event form and the coverage board fit a 400 px phone and a desktop, in the dark scheme', async ({ page }) => {
  await signInToConsole(page);
  await showScheme(page, 'dark');
  const title = `Budget hearing ${Date.now()}`;
  await page.goto('/admin/agenda');
  await createEvent(page, title);
  for (const width of [400, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await eventsTable(page).getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('group', { name: 'Coverage 1' })).toBeVisible();
    await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Postponed' }).check();
    await expect(page.getByRole('textbox', { name: 'Reason' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`agenda-form-${width}.png`), fullPage: true });
    await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'Planned' }).check();

    await page.goto('/admin/agenda/coverage?period=week');
    await expect(page.getByRole('region', { name: 'Due' }).getByRole('link', { name: `Open ${title}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`agenda-board-${width}.png`), fullPage: true });
    await page.goto('/admin/agenda');
  }
});
