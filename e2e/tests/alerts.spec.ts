import { messages } from '../../packages/shared/src/messages.ts';
import { categoryIdOf, chosenOption, listCards, publishNewsAsStaff } from '../support/content.ts';
import { expect, expectAccessible, linkIn, mailsTo, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

test('saves a search with immediate alerts; a published match rings the bell and is mailed; the mail’s link turns the alert off', async ({
  page,
  client,
  request,
}) => {
  test.slow();
  const word = `glacier${Date.now()}`;
  await signInToNews(page, client.email);
  await page.goto(`/news?q=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Glacier watch');
  await dialog.getByRole('combobox', { name: 'Alert' }).click();
  await page.getByRole('option', { name: 'Immediately' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.savedSearchCreated, { exact: true }).first()).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Saved searches' }).click();
  const row = page.getByRole('listitem', { name: 'Glacier watch' });
  await expect(row.getByLabel('Alert: Immediately')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'saved-searches');

  const title = `Glacier lake rises ${word}`;
  const newsId = await publishNewsAsStaff(request, title, { meta_description: 'A lake above the villages is rising.' });

  // The live feed announces the item and the bell asks again (or its minute passes).
  const bell = page.getByRole('button', { name: 'Alerts: 1 unread alert' });
  await expect(bell).toBeVisible({ timeout: 75_000 });
  await bell.click();
  const menu = page.getByRole('menu', { name: 'Alerts' });
  await expect(menu.getByRole('menuitem', { name: new RegExp(title) })).toBeVisible();
  await shoot(page, 'alert-bell');
  await menu.getByRole('menuitem', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`news=${newsId}`));
  // The item opens in a dialog, which hides the page behind it from the accessibility tree: close it first.
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();

  let alert: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        alert = (await mailsTo(client.email)).find((mail) => mail.subject === `News alert: ${title}`);
        return alert !== undefined;
      },
      { message: 'the alert mail', timeout: 60_000 },
    )
    .toBe(true);
  if (!alert) throw new Error('no alert mail');
  expect(alert.text).toMatch(new RegExp(`/news/${newsId}\\b`));
  const unsubscribe = linkIn(alert, /https?:\/\/\S+\/unsubscribe\/\S+/);

  await page.goto(unsubscribe);
  await expect(page.getByText('Turn off the alerts of the saved search “Glacier watch”?')).toBeVisible();
  await shoot(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Turn off alerts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The alerts of “Glacier watch” are now off.' })).toBeVisible();

  await page.goto('/saved-searches');
  await expect(page.getByRole('listitem', { name: 'Glacier watch' }).getByLabel('Alert: Off')).toBeVisible();
});

test('on a 400 px phone “Save this search” keeps to one line beside the list’s heading, in English and Nepali', async ({
  page,
  client,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signInToNews(page, client.email);
  const shown = [
    { language: 'en', name: 'Save this search', label: 'Save' },
    { language: 'ne', name: 'यो खोज सुरक्षित गर्नुहोस्', label: 'सुरक्षित गर्नुहोस्' },
  ];
  for (const { language, name, label } of shown) {
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    // A filter rather than words: the count of items stands beside the heading too.
    await page.goto('/news?cat=1');
    const button = page.getByRole('button', { name, exact: true });
    await expect(button.getByText(label, { exact: true })).toBeVisible();
    await expect(button.getByText(name, { exact: true })).toBeHidden();
    await expect(button).toBeEnabled();
    await expect(button).toBeInViewport({ ratio: 1 });
    const lines = await button.evaluate((element) => element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight));
    expect(lines, 'lines of the button').toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  }
  await shoot(page, 'save-search-phone-ne');
});

test('filters the news by an IPTC Media Topic and keeps the topic in a saved search', async ({ page, client, request }) => {
  const word = `summit${Date.now()}`;
  const politics = `Coalition talks ${word}`;
  const sport = `Cricket squad ${word}`;
  await publishNewsAsStaff(request, politics, { category_ids: [await categoryIdOf(request, 'politics')] });
  await publishNewsAsStaff(request, sport, { category_ids: [await categoryIdOf(request, 'sports')] });
  await signInToNews(page, client.email);
  await page.goto(`/news?q=${word}`);
  await expect(listCards(page)).toHaveCount(2);

  const topic = page.getByRole('combobox', { name: 'Topic' });
  await topic.selectOption({ label: 'Politics' });
  await expect(page).toHaveURL(/topic=medtop%3A11000000/);
  await expect(listCards(page)).toHaveCount(1);
  await expect(listCards(page).first()).toContainText(politics);

  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Coalition politics');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.savedSearchCreated, { exact: true }).first()).toBeVisible();

  await page.goto('/news');
  await expect(chosenOption(topic)).toHaveText('All topics');
  await page.goto('/saved-searches');
  await page.getByRole('listitem', { name: 'Coalition politics' }).getByRole('link', { name: 'Open' }).click();
  await expect(chosenOption(topic)).toHaveText('Politics');
  await expect(listCards(page)).toHaveCount(1);
  await expect(listCards(page).first()).toContainText(politics);
  await shoot(page, 'news-topic-filter');
});
