import { messages } from '../../packages/shared/src/messages.ts';
import { cardTitled, publishNewsAsStaff } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const KASKI = 38;
const GANDAKI = 4;

test('a client sets Kaski as home district, reads its news first, follows it to the filtered list and saves an item from its card', async ({
  page,
  client,
  request,
}) => {
  test.slow();
  const title = `Pokhara airport adds evening flights ${Date.now()}`;
  await publishNewsAsStaff(request, title, { district_id: KASKI });
  await signInToNews(page, client.email);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Without a home district the news list has no local strip.
  await expect(cardTitled(page, title)).toBeVisible();
  await expect(page.getByRole('region', { name: /^From / })).toHaveCount(0);

  await test.step('choose the home district on My Account by its Nepali name', async () => {
    await nav.getByRole('link', { name: 'Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const field = page.getByRole('combobox', { name: 'Home district' });
    await expect(page.getByText('News from this district comes first on your news list.')).toBeVisible();
    await field.fill('कास्');
    await page.getByRole('listbox').getByRole('option', { name: /Kaski/ }).click();
    await expect(page.getByText(messages.homeDistrictSaved, { exact: true })).toBeVisible();
    await expect(field).toHaveValue('Kaski');
    await expectAccessible(page);
    await shoot(page, 'home-district-choice');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Home district' })).toHaveValue('Kaski');
  });

  const strip = page.getByRole('region', { name: 'From Kaski' });
  await test.step('the news list shows the latest from Kaski above Latest news', async () => {
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await expect(strip.getByRole('button', { name: title })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'home-district-strip');
  });

  await test.step('save the item from its card: one press, then it shows saved', async () => {
    const card = strip.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.itemSaved, { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('"All news from Kaski" sets the district filter, and the strip gives way to the list', async () => {
    await strip.getByRole('link', { name: 'All news from Kaski' }).click();
    await expect(page).toHaveURL(new RegExp(`province=${GANDAKI}&district=${KASKI}`));
    await expect(page.getByRole('combobox', { name: 'Place' })).toHaveValue('Kaski');
    await expect(strip).toHaveCount(0);
    await expect(cardTitled(page, title)).toBeVisible();
  });

  await test.step('the saved item is on Saved items', async () => {
    await nav.getByRole('link', { name: 'Saved items' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved items' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: title })).toBeVisible();
  });
});
