import { MAX_SAVED_ITEMS } from '../../packages/shared/src/constants.ts';
import { cardTitled, DEMO_SHOWCASE, publishNewsAsStaff } from '../support/content.ts';
import { closeSignedOut, expect, expectAccessible, linkIn, readMail, signInFromLink, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';
import { underServiceWorker } from '../support/service-worker.ts';

test('saves an item with a note, files it in a folder on Saved items and edits the note in place', async ({ page, client, request }) => {
  test.slow();
  const title = `Koshi barrage opened ${Date.now()}`;
  const newsId = await publishNewsAsStaff(request, title, {
    content: '<p>The barrage’s 56 gates were opened at dawn.</p>',
    meta_description: 'The Koshi rose above the danger mark overnight.',
  });
  await signInToNews(page, client.email);

  await page.goto(`/news?news=${newsId}`);
  const detail = page.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Save' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save to Saved items' });
  await saveDialog.getByRole('textbox', { name: 'Note' }).fill('Lead of the 6 pm bulletin');
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(saveDialog).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  await page.getByRole('navigation').getByRole('link', { name: 'Saved items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved items' })).toBeVisible();
  const row = page.getByRole('listitem', { name: title });
  await expect(row.getByText('Lead of the 6 pm bulletin')).toBeVisible();
  await expect(page.getByText(`1 of ${MAX_SAVED_ITEMS} items`)).toBeVisible();

  await page.getByRole('button', { name: 'New folder' }).click();
  const folderDialog = page.getByRole('dialog', { name: 'New folder' });
  await folderDialog.getByRole('textbox', { name: 'Folder name' }).fill('Floods');
  await folderDialog.getByRole('button', { name: 'Create' }).click();
  await expect(folderDialog).toBeHidden();
  await row.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: 'Floods' }).click();
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('button', { name: /^Floods\s*1$/ })).toBeVisible();
  await folders.getByRole('button', { name: /^Floods/ }).click();
  await expect(page).toHaveURL(/\/saved\?folder=\d+$/);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Edit note' }).click();
  await row.getByRole('textbox', { name: 'Note' }).fill('Lead at 6 pm, with the district figures');
  await row.getByRole('button', { name: 'Save note' }).click();
  await expect(row.getByText('Lead at 6 pm, with the district figures')).toBeVisible();
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/news/${newsId}`);

  await expectAccessible(page);
  await shoot(page, 'saved-items');
});

// A returning reader's portal runs under its service worker: the print layout is a new navigation it answers.
test.describe('under the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('in Nepali: shares an item by mail; the recipient signs in from the mail and lands on it; the item prints', async ({
    page,
    client,
    makeClient,
    openBrowser,
  }) => {
    test.slow();
    const recipient = await makeClient({ plan: 'Premium' });
    await signInToNews(page, client.email);
    await underServiceWorker(page);
    // The language menu is a chunk of its own: a press before the page settles may not open it yet.
    const nepali = page.getByRole('menuitem', { name: 'नेपाली' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Language: English' }).click();
      await expect(nepali).toBeVisible({ timeout: 3_000 });
    }).toPass();
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/client/locale') && response.ok()), nepali.click()]);

    await cardTitled(page, DEMO_SHOWCASE.pinnedEnglish).click();
    await expect(page).toHaveURL(/news=\d+/);
    const newsId = Number(new URL(page.url()).searchParams.get('news'));
    const detail = page.getByRole('dialog', { name: DEMO_SHOWCASE.pinnedEnglish });

    await detail.getByRole('button', { name: 'इमेलबाट पठाउनुहोस्' }).click();
    const share = page.getByRole('dialog', { name: 'इमेलबाट पठाउनुहोस्' });
    await share.getByRole('textbox', { name: 'इमेल ठेगानाहरू' }).fill('not-an-address');
    await share.getByRole('button', { name: 'पठाउनुहोस्' }).click();
    await expect(share.getByText('Email must be valid')).toBeVisible();
    const outsider = `desk-${Date.now()}@radio.example`;
    await share.getByRole('textbox', { name: 'इमेल ठेगानाहरू' }).fill(`${recipient.email}, ${outsider}, ${recipient.email.toUpperCase()}`);
    await share.getByRole('textbox', { name: 'टिप्पणी (ऐच्छिक)' }).fill('साँझको बुलेटिनमा प्रयोग गर्नुहोस्');
    await expectAccessible(page);
    await share.getByRole('button', { name: 'पठाउनुहोस्' }).click();
    await expect(page.getByText('2 ठेगानामा पठाइयो')).toBeVisible();

    // The first mail to the recipient welcomed them when their account was made.
    const mail = await readMail(recipient.email, 2);
    expect(mail.subject).toContain(`ले पठाउनुभयो: ${DEMO_SHOWCASE.pinnedEnglish}`);
    expect(mail.text).toContain('साँझको बुलेटिनमा प्रयोग गर्नुहोस्');
    expect((await readMail(outsider)).subject).toBe(mail.subject);
    const link = linkIn(mail, /https?:\/\/\S+\/news\/\d+/);
    expect(link).toMatch(new RegExp(`/news/${newsId}$`));

    await test.step('the recipient opens the link, signs in, and lands on the item', async () => {
      const other = await openBrowser();
      await signInFromLink(other, link, recipient);
      await expect(other).toHaveURL(new RegExp(`/news\\?news=${newsId}$`));
      await expect(other.getByRole('dialog', { name: DEMO_SHOWCASE.pinnedEnglish })).toBeVisible();
      await closeSignedOut(other);
    });

    await test.step('Print opens the print layout, which opens the print dialog', async () => {
      await page.context().addInitScript(() => {
        window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
      });
      const [sheet] = await Promise.all([page.waitForEvent('popup'), detail.getByRole('link', { name: 'प्रिन्ट' }).click()]);
      await expect(sheet.getByRole('heading', { level: 1, name: DEMO_SHOWCASE.pinnedEnglish })).toBeVisible();
      await expect(sheet.locator('html')).toHaveAttribute('data-printed', 'yes');
      expect(await sheet.evaluate(() => navigator.serviceWorker.controller !== null), 'the print layout under the worker').toBe(true);
      await expect(sheet.getByRole('figure')).toHaveCount(3);
      await expect(sheet.getByText('Kathmandu at dusk, where the line will run')).toBeVisible();
      await expect(sheet.getByText(/^स्रोत: /)).toBeVisible();
      await expect(sheet.getByRole('navigation')).toHaveCount(0);
      await expectAccessible(sheet);

      await sheet.emulateMedia({ media: 'print' });
      await expect(sheet.getByRole('button', { name: 'यो पृष्ठ प्रिन्ट गर्नुहोस्' })).toBeHidden();
      await shoot(sheet, 'print-preview');
      await sheet.close();
    });
  });
});
