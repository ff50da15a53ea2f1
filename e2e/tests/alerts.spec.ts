import { messages } from '../../packages/shared/src/messages.ts';
import { publishNewsAsStaff } from '../support/content.ts';
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
