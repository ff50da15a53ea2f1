import type { Page } from '@playwright/test';
import { endpoints } from '../../packages/shared/src/api-endpoints.ts';
import { BS_MONTH_NAMES } from '../../packages/shared/src/bikram-sambat.ts';
import { messages } from '../../packages/shared/src/messages.ts';
import { staffHeaders } from '../support/accounts.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

/** Today on the Nepal calendar, as the Agenda keeps its days. */
const nepalToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
const NEPALI_MONTH = new RegExp(BS_MONTH_NAMES.ne.join('|'));

/** No part of the screen runs past a 400 px phone's width. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 400, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a client reads the Agenda in Nepali and BS: finds the staff’s event in the week, opens it and watches it', async ({
  page,
  client,
  request,
}) => {
  // Two screens scanned by axe in both schemes.
  test.slow();
  const stamp = Date.now();
  const title = `Climate march ${stamp}`;
  const titleNe = `जलवायु र्‍याली ${stamp}`;
  const created = await request.post(endpoints.agenda.create.path, {
    headers: await staffHeaders(request),
    data: {
      title,
      title_ne: titleNe,
      start_date: nepalToday(),
      start_time: '10:30',
      venue: 'Maitighar Mandala',
      organiser: 'Climate Action Nepal',
      status: 'confirmed',
      coverages: [{ kind: 'photos', note: 'Wide shots of the crowd' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).data.id as number;

  await signInToNews(page, client.email, client.password);
  await page.evaluate(() => localStorage.setItem('language', 'ne'));
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');

  await page.getByRole('navigation').getByRole('link', { name: 'कार्यसूची' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'कार्यसूची' })).toBeVisible();
  await page.getByRole('tab', { name: 'हप्ता' }).click();
  await expect(page.getByRole('tab', { name: 'हप्ता' })).toHaveAttribute('aria-selected', 'true');

  // Today's column, headed in BS with Nepali digits, holds the event by its Nepali title, at its time, with its photo coverage.
  const today = page.locator('section').filter({ has: page.locator('[aria-current="date"]') });
  await expect(today.getByRole('heading', { level: 3 })).toHaveText(NEPALI_MONTH);
  await expect(today.getByRole('heading', { level: 3 })).toHaveText(/[०-९]/);
  const card = today.getByRole('article', { name: titleNe });
  await expect(card).toBeVisible();
  await expect(card).toContainText('बिहान १०:३०');
  await expect(card.getByRole('listitem', { name: 'तस्बिर: योजनामा' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'agenda-week');
  await expectNoSidewaysScroll(page);

  await card.getByRole('link', { name: titleNe }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda/events/${eventId}$`));
  await expect(page.getByRole('heading', { level: 1, name: titleNe })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'तस्बिर' })).toContainText('Wide shots of the crowd');
  await expect(page.getByText('Climate Action Nepal')).toBeVisible();

  const watch = page.getByRole('button', { name: 'यो कार्यक्रम हेर्नुहोस्' });
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  await watch.click();
  await expect(page.getByText(messages.eventWatched, { exact: true }).first()).toBeVisible();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await shoot(page, 'agenda-event');
  await expectNoSidewaysScroll(page);

  // Back on the Agenda the card says it is watched, and "watched only" keeps it.
  await page.getByRole('link', { name: 'कार्यसूचीमा फर्कनुहोस्' }).click();
  // The box follows the address, which changes once the narrowed list is there: wait for what the reader sees.
  const watchedOnly = page.getByRole('checkbox', { name: 'हेरिरहेका मात्र' });
  await watchedOnly.click();
  await expect(watchedOnly).toBeChecked();
  await expect(page).toHaveURL(/watched=1/);
  await expect(page.getByRole('article', { name: titleNe })).toContainText('हेरिरहेको');
});
