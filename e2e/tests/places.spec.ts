import { messages } from '../../packages/shared/src/messages.ts';
import { cardTitled, publishNewsAsStaff } from '../support/content.ts';
import { expect, expectAccessible, signIn, signInToConsole, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const KASKI = 38;

test('staff tag a news item with a local level, found by its Nepali name; the desk lists its place', async ({ page }) => {
  test.slow();
  await signInToConsole(page);
  const title = `Phewa lake clean-up ${Date.now()}`;
  await page.getByRole('link', { name: 'Publish news' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Hundreds of volunteers cleared the shore.');
  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'English' }).check();
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Society' }).check();

  const place = page.getByRole('group', { name: 'Place' });
  await place.getByRole('combobox', { name: 'Local level' }).fill('पोखरा');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Pokhara/ })
    .click();
  await expect(place.getByRole('combobox', { name: 'District' })).toHaveValue('Kaski');
  await expect(place.getByRole('combobox', { name: 'Province' })).toHaveValue('Gandaki');
  await expectAccessible(page);
  await shoot(page, 'staff-place-choice');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(messages.newsPublished, { exact: true }).first()).toBeVisible();
  const row = page.getByRole('region', { name: 'All news' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Pokhara, Kaski, Gandaki');
});

test('a client filters the news list by district, kept in the address, and reads the choice in Nepali', async ({
  page,
  client,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const inKaski = `Kaski farmers plant paddy ${stamp}`;
  const elsewhere = `Kathmandu traffic eases ${stamp}`;
  await publishNewsAsStaff(request, inKaski, { district_id: KASKI });
  await publishNewsAsStaff(request, elsewhere, { local_level_id: 307 });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/news$/);
  await expect(cardTitled(page, elsewhere)).toBeVisible();

  await page.getByRole('combobox', { name: 'Place' }).fill('kask');
  await page.getByRole('listbox').getByRole('option', { name: /Kaski/ }).click();
  await expect(page).toHaveURL(new RegExp(`district=${KASKI}`));
  await expect(page).toHaveURL(/province=4/);
  await expect(cardTitled(page, inKaski)).toBeVisible();
  await expect(page.getByRole('button', { name: elsewhere })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'client-place-filter');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Place' })).toHaveValue('Kaski');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'नेपाली' }).click();
  await expect(page.getByRole('combobox', { name: 'स्थान' })).toHaveValue('कास्की');
  await expect(cardTitled(page, inKaski)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'client-place-filter-ne');
});
