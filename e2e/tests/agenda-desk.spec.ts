import type { Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { pdfFile } from '../support/files.ts';
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

test('staff plan a weekly event repeating 3 times, each occurrence its own event, and add a PDF to one', async ({ page }) => {
  await signInToConsole(page);
  await page.goto('/admin/agenda');
  const title = `Ward committee meeting ${Date.now()}`;
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Start time').fill('14:00');
  await expect(page.getByRole('region', { name: 'Files' })).toContainText('Files can be added once the event is saved.');

  const repeats = page.getByRole('region', { name: 'Repeats' });
  await repeats.getByRole('switch', { name: 'Repeat this event' }).check();
  // Weekly on the start's weekday, preselected.
  await expect(repeats.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await repeats.getByRole('spinbutton', { name: 'Times in all' }).fill('3');
  await expect(repeats).toContainText(/Every week on \w+day, 3 times/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(notice(page, messages.eventSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/agenda$/);
  // Today, a week on and two weeks on: all in the list's next 30 days.
  const occurrences = eventsTable(page).getByRole('link', { name: title, exact: true });
  await expect(occurrences).toHaveCount(3);

  await occurrences.nth(1).click();
  await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
  await expect(
    page.getByText(/One of a series repeating every week on \w+day, 3 times: changes here apply to this occurrence only\./),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Repeats' })).toHaveCount(0);

  // A file added, then the event saved over the version the file made, with what was typed before.
  await page.getByRole('textbox', { name: 'Venue' }).fill('Ward office, Baneshwor');
  const files = page.getByRole('region', { name: 'Files' });
  await files.getByLabel('Choose a file').setInputFiles(pdfFile('Meeting agenda.pdf', 2_000));
  await expect(files.getByRole('textbox', { name: 'Name' })).toHaveValue('Meeting agenda');
  await files.getByRole('button', { name: 'Add the file' }).click();
  await expect(notice(page, messages.attachmentAdded)).toBeVisible();
  const listed = files.getByRole('list', { name: 'Files of the event' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Meeting agenda');
  await expect(listed).toContainText('PDF');
  await expect(listed.getByRole('link', { name: 'Open Meeting agenda' })).toHaveAttribute('href', /\/api\/agenda\/files\//);
  await expect(page.getByRole('textbox', { name: 'Venue' })).toHaveValue('Ward office, Baneshwor');
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(notice(page, messages.eventSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/agenda$/);

  await eventsTable(page).getByRole('link', { name: title, exact: true }).nth(1).click();
  await expect(page.getByRole('textbox', { name: 'Venue' })).toHaveValue('Ward office, Baneshwor');
  await expect(page.getByRole('region', { name: 'Files' }).getByRole('listitem')).toContainText('Meeting agenda');
});
