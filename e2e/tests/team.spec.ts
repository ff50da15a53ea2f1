import type { Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { uniqueEmail } from '../support/accounts.ts';
import {
  closeSignedOut,
  DEMO_PASSWORD,
  emailField,
  expect,
  expectAccessible,
  linkIn,
  passwordField,
  readMail,
  signInToNews,
  test,
} from '../support/fixtures.ts';

/** Browsers a device list tells apart (the server names a device by its user agent). */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Screenshots at 1280 and 400 px wide, light and dark, into the test's output folder (looked at when the screens
 * change); a dialog is shot as the window shows it, a page whole.
 */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 860 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${scheme}.png`), fullPage });
    }
  }
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function invite(page: Page, person: { name: string; email: string; role: 'Editor' | 'Reporter' | 'Viewer' }) {
  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(person.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: new RegExp(`^${person.role}`) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText(person.role);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.invitationSent, { exact: true }).first()).toBeVisible();
}

test('the owner invites a reporter, who joins by the mail, has no My Account, adds news, and the owner sees it under their name', async ({
  page,
  makeClient,
  openBrowser,
}) => {
  // Two browsers, four screens scanned by axe in both schemes, and screenshots.
  test.slow();
  const owner = await makeClient({ plan: 'Premium', screens: 3 });
  const reporterEmail = uniqueEmail('reporter');
  const title = `Reporter's story from Pokhara ${Date.now()}`;

  await signInToNews(page, owner.email);
  await drawer(page).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByText('1 of 3 screens in use')).toBeVisible();
  await expect(page.getByText('No invitation is waiting.')).toBeVisible();

  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const form = page.getByRole('dialog', { name: 'Invite a colleague' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText(messages.requiredField('Name'))).toBeVisible();
  await expect(form.getByText(messages.emailInvalid)).toBeVisible();
  await form.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: /^Reporter/ })).toContainText('Upload News');
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await shoot(page, 'invite-dialog', { fullPage: false });
  await form.getByRole('button', { name: 'Cancel' }).click();

  await invite(page, { name: 'Sita Reporter', email: reporterEmail, role: 'Reporter' });
  await invite(page, { name: 'Hari Viewer', email: uniqueEmail('viewer'), role: 'Viewer' });
  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  await expect(invitations.getByRole('row').filter({ hasText: reporterEmail })).toContainText('Reporter');

  // The colleague follows the mail's link in a browser of their own and chooses a password.
  const mail = await readMail(reporterEmail);
  expect(mail.text).toContain('as reporter');
  const reporter = await openBrowser();
  await reporter.goto(linkIn(mail, /https?:\/\/\S+\/create-password\?user=[\w-]+/));
  await passwordField(reporter).fill(DEMO_PASSWORD);
  await passwordField(reporter, 'Confirm password').fill(DEMO_PASSWORD);
  await reporter.getByRole('button', { name: 'Save password' }).click();
  await expect(reporter).toHaveURL(/\/$/);
  await signInToNews(reporter, reporterEmail);

  // A reporter uploads news but has no account, plans or social automation.
  const menu = drawer(reporter);
  await expect(menu.getByRole('link', { name: 'Upload News' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Team' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Account' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Social Automation' })).toHaveCount(0);
  await reporter.goto('/my-account');
  await expect(reporter).toHaveURL(/\/news$/);

  await menu.getByRole('link', { name: 'Team' }).click();
  const role = reporter.getByRole('region', { name: 'Your role' });
  await expect(role).toContainText(owner.name);
  await expect(role).toContainText('Reporter');
  await expect(reporter.getByRole('list', { name: 'What your role may do' })).toContainText('Upload News');
  await expect(reporter.getByRole('list', { name: 'Your devices' }).getByRole('listitem')).toHaveCount(1);
  await expect(reporter.getByRole('list', { name: 'Your devices' })).toContainText('This device');
  await expectAccessible(reporter);
  await shoot(reporter, 'team-member');

  await menu.getByRole('link', { name: 'Upload News' }).click();
  await reporter.getByRole('link', { name: 'Add News' }).first().click();
  await expect(reporter).toHaveURL(/\/add-news$/);
  await reporter.getByRole('textbox', { name: 'Title' }).fill(title);
  await reporter.getByRole('textbox', { name: 'Content' }).click();
  await reporter.keyboard.type('The lake city welcomed its first paragliders of the season.');
  await reporter.getByRole('radio', { name: 'English' }).check();
  await reporter.getByRole('checkbox', { name: 'Politics' }).check();
  await reporter.getByRole('button', { name: 'Submit' }).click();
  await expect(reporter).toHaveURL(/\/list-news$/);
  await expect(reporter.getByText('News submitted successfully')).toBeVisible();

  // The owner finds the story in the house's uploads, under the reporter's name.
  await drawer(page).getByRole('link', { name: 'Upload News' }).click();
  const row = page.getByRole('region', { name: 'Your news' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Sita Reporter');

  // The reporter is a member now: two screens in use, one invitation still waiting.
  await drawer(page).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByText('2 of 3 screens in use')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('combobox', { name: 'Role of Sita Reporter' })).toHaveText('Reporter');
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByRole('row')).toHaveCount(2);
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(owner.name);
  await expectAccessible(page);
  await shoot(page, 'team-owner');
  await closeSignedOut(reporter);
});

test('on a 2-screen plan a third device signs one out to get in, and the device signed out is sent to sign in', async ({
  openBrowser,
  makeClient,
}) => {
  test.slow();
  const owner = await makeClient({ plan: 'Premium', screens: 2 });
  const first = await openBrowser({ userAgent: FIREFOX_ON_LINUX });
  await signInToNews(first, owner.email);
  // The Firefox desk is given a name, so the full house's device chooser tells it apart.
  await drawer(first).getByRole('link', { name: 'Team' }).click();
  await first.getByRole('button', { name: 'Name this device' }).click();
  const naming = first.getByRole('dialog', { name: 'Name this device' });
  await naming.getByRole('textbox', { name: 'Device name' }).fill('Newsroom desk 1');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(naming).toBeHidden();
  const firstDevices = first.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(firstDevices.filter({ hasText: 'This device' })).toContainText('Newsroom desk 1');
  await drawer(first).getByRole('link', { name: 'News', exact: true }).click();
  await expect(first).toHaveURL(/\/news$/);
  const second = await openBrowser({ userAgent: SAFARI_ON_MAC });
  await signInToNews(second, owner.email);

  // Filled by hand: the fixtures' signIn waits out a full house, and this test wants to see it.
  const third = await openBrowser();
  await third.goto('/');
  await emailField(third).fill(owner.email);
  await passwordField(third).fill(DEMO_PASSWORD);
  await third.getByRole('button', { name: 'Login' }).click();
  const dialog = third.getByRole('dialog', { name: 'All screens are in use' });
  await expect(dialog).toContainText(messages.screensInUse(2));
  const listed = dialog.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  const firefox = listed.filter({ hasText: 'Firefox 133 · Linux' });
  await expect(firefox).toContainText('Newsroom desk 1');
  await expect(firefox).toContainText(owner.name);
  await expect(firefox).toContainText(/Last active: (now|\d+ (seconds?|minutes?) ago)/);
  await expect(listed.filter({ hasText: 'Safari 18 · macOS' })).toHaveCount(1);
  await expectAccessible(third);
  await shoot(third, 'screens-in-use', { fullPage: false });

  // Cancel leaves the sign-in screen as it was; signing in again offers the same choice.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(third).toHaveURL(/\/$/);
  await third.getByRole('button', { name: 'Login' }).click();
  await firefox.getByRole('button', { name: 'Sign out this device' }).click();
  await expect(third).toHaveURL(/\/news$/);

  // The Firefox desk is signed out: its next step leads to the sign-in screen; the Safari desk works on.
  await drawer(first).getByRole('link', { name: 'Team' }).click();
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('button', { name: 'Login' })).toBeVisible();
  await drawer(second).getByRole('link', { name: 'Team' }).click();
  await expect(second.getByText('2 of 2 screens in use')).toBeVisible();
  const devices = second.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toContainText('Safari 18 · macOS');
  await expect(devices.filter({ hasText: 'Firefox' })).toHaveCount(0);

  // The owner signs the third device out from the Team screen: it frees its screen at once.
  await second.getByRole('button', { name: /^Sign out Chrome \d+ of / }).click();
  await expect(second.getByText(messages.screenFreed, { exact: true }).first()).toBeVisible();
  await expect(second.getByText('1 of 2 screens in use')).toBeVisible();
  await drawer(third).getByRole('link', { name: 'Team' }).click();
  await expect(third).toHaveURL(/\/$/);
  for (const page of [first, second, third]) await closeSignedOut(page);
});
