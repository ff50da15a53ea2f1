import type { Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { cardTitled } from '../support/content.ts';
import { type CaughtMail, expect, expectAccessible, mailsTo, newsBeside, signInToConsole, test } from '../support/fixtures.ts';

async function uploadNews(page: Page, title: string) {
  await page.goto('/add-news');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Our district reporter filed this from the flooded villages.');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('checkbox', { name: 'Politics' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/list-news$/);
}

const uploadRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** The mail to `to` about the upload `title` whose subject says `outcome`. */
async function mailAbout(to: string, title: string, outcome: string): Promise<CaughtMail | undefined> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(to);
        found = mails.find((mail) => mail.subject.includes(outcome) && mail.text.includes(title));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

test('staff approve a client upload: it goes out at once to open portals, and its author sees it approved', async ({
  page,
  openBrowser,
  makeClient,
}) => {
  test.slow();
  const title = `Koshi barrage gates opened ${Date.now()}`;
  const { email } = await makeClient({ plan: 'Basic' });
  const author = await newsBeside(openBrowser, email);
  await uploadNews(author, title);
  await expect(uploadRow(author, title).locator('[data-status="pending"]')).toBeVisible();
  const reader = await newsBeside(openBrowser, 'active@samachar.demo');

  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Uploads review' }).click();
  await expect(page.getByRole('heading', { name: 'Uploads review' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('region', { name: 'Client uploads' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Our district reporter filed this')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Approve and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this upload?' });
  await expect(dialog.getByRole('textbox', { name: 'Source credited' })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Source credited' }).fill('Koshi Online');
  await dialog.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText(messages.uploadApproved)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/review$/);

  const chip = reader.getByRole('button', { name: /new item/ });
  await expect(chip).toBeVisible({ timeout: 2_000 });
  await chip.click();
  await cardTitled(reader, title).click();
  await expect(reader.getByRole('dialog').getByText('Source: Koshi Online')).toBeVisible();

  await author.reload();
  await expect(uploadRow(author, title).locator('[data-status="published"]')).toHaveText('Published');
  const mail = await mailAbout(email, title, 'your news was published');
  expect(mail?.text).toContain('/show-news/');
});

test('staff send an upload back for changes; its author reads why, corrects it and it is pending again', async ({
  page,
  openBrowser,
  makeClient,
}) => {
  test.slow();
  const title = `Half-finished budget story ${Date.now()}`;
  const author = await newsBeside(openBrowser, (await makeClient({ plan: 'Basic' })).email);
  await uploadNews(author, title);

  await signInToConsole(page);
  await page.goto('/admin/review');
  // Other specs' uploads wait in the same queue: find this one by its title.
  await page.getByRole('searchbox', { name: 'Search uploads' }).fill(title);
  // Once the search has reached the address: a search landing mid-click would take the page back to the list.
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('region', { name: 'Client uploads' }).getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Request changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request changes' });
  await dialog.getByRole('textbox', { name: 'What to change' }).fill('Name the minister you quote.');
  await dialog.getByRole('button', { name: 'Request changes' }).click();
  await expect(page.getByText(messages.uploadChangesRequested)).toBeVisible();
  await page.getByRole('tab', { name: 'Changes requested' }).click();
  await expect(page.getByRole('region', { name: 'Client uploads' }).getByRole('link', { name: title })).toBeVisible();

  await author.reload();
  const row = uploadRow(author, title);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.locator('[data-status="changes_requested"]')).toHaveText('Changes requested');
  await row.getByRole('link', { name: title }).click();
  await expect(
    author.getByText('The agency asks you to change this news before it can be published: Name the minister you quote.'),
  ).toBeVisible();
  await author.getByRole('link', { name: 'Edit' }).click();
  await author.getByRole('textbox', { name: 'Title' }).fill(`${title} (with the minister)`);
  await author.getByRole('button', { name: 'Submit' }).click();
  await expect(author).toHaveURL(/\/list-news$/);
  await expect(uploadRow(author, `${title} (with the minister)`).locator('[data-status="pending"]')).toBeVisible();
});
