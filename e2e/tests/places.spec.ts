import fs from 'node:fs';
import { messages } from '../../packages/shared/src/messages.ts';
import { staffHeaders } from '../support/accounts.ts';
import { allowClipboard, cardTitled, clipboardText, publishNewsAsStaff } from '../support/content.ts';
import { DEMO_IMAGES } from '../support/files.ts';
import { expect, expectAccessible, signIn, signInToConsole, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const KASKI = 38;
const POKHARA = 414;

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

test('a feature photo tagged with a place shows it on its dialog, and its copied description starts with it', async ({
  page,
  client,
  request,
}) => {
  const title = `Boats on Phewa ${Date.now()}`;
  const published = await request.post('/api/v1/galleries', {
    headers: await staffHeaders(request),
    multipart: {
      data: JSON.stringify({ title, description: '<p>Boats wait for the light.</p>', local_level_id: POKHARA, media: [{ file: 0 }] }),
      files: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(DEMO_IMAGES[0] as string) },
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  const id = (await published.json()).data.id as number;

  await allowClipboard(page);
  await signInToNews(page, client.email, client.password);
  await page.goto(`/feature-photos?gallery=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Pokhara, Kaski, Gandaki')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy Description' }).click();
  await expect(page.getByText('Description Copied')).toBeVisible();
  expect(await clipboardText(page)).toBe('Pokhara, Kaski, Gandaki — Boats wait for the light.');
  await expectAccessible(page);
});
