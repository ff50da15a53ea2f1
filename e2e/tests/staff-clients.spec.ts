import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { uniqueEmail } from '../support/accounts.ts';
import {
  closeSignedOut,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  linkIn,
  mailsTo,
  newsBeside,
  readMail,
  signIn,
  signInToConsole,
  signInToNews,
  test,
} from '../support/fixtures.ts';

const SHOTS = '/tmp/shots-members';

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const table = (page: Page) => page.getByRole('region', { name: 'Clients' });
const rowOf = (page: Page, email: string) => table(page).getByRole('row').filter({ hasText: email });

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The owner's bearer header from one sign-in (a Basic plan has one screen: a second sign-in would be refused). */
async function ownerHeaders(request: APIRequestContext, ownerEmail: string) {
  const login = await request.post('/api/auth/v2/login', { data: { email: ownerEmail, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { Authorization: `Bearer ${(await login.json()).data.access_token}` };
}

/** The owner invites a colleague through the API, as the Team page does; `accept` follows the mail's link and sets the demo password. */
async function invite(
  request: APIRequestContext,
  headers: Record<string, string>,
  person: { full_name: string; role: string },
  accept: boolean,
) {
  const email = uniqueEmail(person.role);
  const invited = await request.post('/api/client/team/invitations', { headers, data: { ...person, email } });
  expect(invited.ok(), await invited.text()).toBe(true);
  if (accept) {
    const token = linkIn(await readMail(email), /create-password\?user=[\w-]+/).split('=')[1];
    const accepted = await request.post(`/api/auth/v2/changePassword/${token}`, {
      data: { password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  return email;
}

async function signInAsStaff(page: Page) {
  await signInToConsole(page);
}

async function openClient(page: Page, email: string) {
  await page.goto('/admin/clients');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
  // The search lands after its pause and redraws the table: click only once the list is the searched one.
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(email).replace('.', '\\.')));
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await rowOf(page, email).click();
  await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
}

test('staff search and filter the clients; the filters stay in the address', async ({ page, makeClient }) => {
  // Two screens scanned with axe in both schemes, and three clients made first.
  test.slow();
  // Other specs make clients at the same time: this test's own, found by the name they share.
  const name = `Filtered Media ${Date.now()}`;
  const active = await makeClient({ plan: 'Premium', name });
  const trial = await makeClient({ plan: 'Free Trial', name });
  const unverified = await makeClient({ verified: false, name });
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(table(page)).not.toContainText('staff@samachar.demo');
  await expectAccessible(page);

  const search = page.getByRole('searchbox', { name: 'Search by name or email' });
  await search.fill(name);
  await expect(page).toHaveURL(/[?&]q=Filtered/);
  await expect(table(page).getByRole('row')).toHaveCount(4);
  await choose(page, 'Email', 'Not verified');
  await expect(page).toHaveURL(/verified=no/);
  await expect(rowOf(page, unverified.email)).toBeVisible();
  await expect(rowOf(page, active.email)).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset' }).click();
  // The search box takes its words from the address: type once the reset has emptied both, or the
  // emptying lands after the typing and wipes it.
  await expect(page).not.toHaveURL(/[?&](q|verified)=/);
  await expect(search).toHaveValue('');
  await search.fill(name);
  // Choose the next filter only once the search has landed after its pause.
  await expect(page).toHaveURL(/[?&]q=Filtered/);
  await choose(page, 'Subscription', 'Trial');
  await expect(page).toHaveURL(/state=trial/);
  await expect(rowOf(page, trial.email)).toBeVisible();
  await expect(rowOf(page, active.email)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Subscription' })).toHaveText('Trial');
  await expect(rowOf(page, trial.email)).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(2);
});

test('staff grant a client without a subscription one by hand with a note; it shows as active with the note', async ({
  page,
  makeClient,
}) => {
  test.slow();
  const { email } = await makeClient();
  await signInAsStaff(page);
  await openClient(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  const note = `Press freedom day gift ${Date.now()}`;
  await page.getByRole('button', { name: 'Grant or extend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant or extend a subscription' });
  await dialog.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Premium' }).click();
  await dialog.getByRole('spinbutton', { name: 'Length' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(notice(page, messages.subscriptionGranted).or(notice(page, messages.subscriptionExtended))).toBeVisible();
  await expect(dialog).toBeHidden();

  const subscription = page.getByRole('region', { name: 'Subscription', exact: true });
  await expect(subscription).toContainText('Premium');
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText(note);
  await expect(page.getByRole('region', { name: 'Subscription history' })).toContainText(note);
});

test('staff resend the password mail, suspend a client (its open session ends at once) and reactivate it', async ({
  page,
  openBrowser,
  makeClient,
}) => {
  // Two browsers, four sign-ins and a mail.
  test.slow();
  const { email } = await makeClient({ plan: 'Basic' });
  await signInAsStaff(page);
  await openClient(page, email);

  const before = (await mailsTo(email)).length;
  await page.getByRole('button', { name: 'Resend password mail' }).click();
  await page.getByRole('dialog', { name: 'Resend the password mail?' }).getByRole('button', { name: 'Resend password mail' }).click();
  await expect(notice(page, messages.passwordMailSent)).toBeVisible();
  const mail = await readMail(email, before + 1);
  expect(mail.text).toMatch(/\/create-password\?user=[\w-]+/);

  const client = await newsBeside(openBrowser, email);
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog', { name: 'Suspend this client?' }).getByRole('button', { name: 'Suspend' }).click();
  await expect(notice(page, messages.clientSuspended)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Client actions' }).getByRole('button', { name: 'Reactivate' })).toBeVisible();

  await client.reload();
  await expect(client.getByRole('button', { name: 'Login' })).toBeVisible();
  await signIn(client, email);
  await expect(client.getByText(messages.accountSuspended)).toBeVisible();

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog', { name: 'Reactivate this client?' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(notice(page, messages.clientReactivated)).toBeVisible();
  await signInToNews(client, email);
  await closeSignedOut(client);
});

test('staff see a client’s members, screens and invitations, and suspend one member without the rest of the house', async ({
  page,
  request,
  makeClient,
}) => {
  // A client, two invitations and a sign-in made through the API, the screen scanned with axe in both schemes.
  test.slow();
  const owner = await makeClient({ plan: 'Basic', screens: 1 });
  const headers = await ownerHeaders(request, owner.email);
  const editor = await invite(request, headers, { full_name: 'Gita Rai', role: 'editor' }, true);
  await invite(request, headers, { full_name: 'Maya Tamang', role: 'viewer' }, false);
  await signInAsStaff(page);
  await openClient(page, owner.email);

  const members = page.getByRole('region', { name: 'Members' });
  const memberRow = (email: string) => members.getByRole('row').filter({ hasText: email });
  // The owner's sign-in above holds the plan's one screen.
  await expect(members).toContainText('Screens in use: 1 of 1');
  await expect(members).toContainText('All in use');
  await expect(memberRow(owner.email)).toContainText('Owner');
  await expect(memberRow(owner.email).getByRole('button')).toHaveCount(0);
  await expect(memberRow(editor)).toContainText('Gita Rai');
  await expect(memberRow(editor)).toContainText('Editor');
  await expect(members.getByRole('region', { name: 'Pending invitations' })).toContainText('Maya Tamang');
  await expectAccessible(page);

  await members.getByRole('button', { name: 'Suspend Gita Rai' }).click();
  await page.getByRole('dialog', { name: 'Suspend this member?' }).getByRole('button', { name: 'Suspend' }).click();
  await expect(notice(page, 'Gita Rai is suspended and signed out')).toBeVisible();
  await expect(memberRow(editor)).toContainText('Suspended');
  await expect(members.getByRole('button', { name: 'Reactivate Gita Rai' })).toBeVisible();
  // The member is refused; the house and its owner are not.
  const refused = await request.post('/api/auth/v2/login', { data: { email: editor, password: DEMO_PASSWORD } });
  expect((await refused.json()).message).toBe(messages.memberSuspended);
  await expect(page.getByRole('group', { name: 'Client actions' }).getByRole('button', { name: 'Suspend' })).toBeVisible();

  // The shots show the card alone: the notice gone, the card below the top bar rather than under it.
  await expect(notice(page, 'Gita Rai is suspended and signed out')).toBeHidden();
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const showCard = () => members.evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 80));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const followsSystem = await expect(page.locator('html'))
      .toHaveClass(new RegExp(scheme), { timeout: 1_500 })
      .then(
        () => true,
        () => false,
      );
    if (!followsSystem) await page.getByRole('button', { name: scheme === 'dark' ? 'Dark mode' : 'Light mode' }).click();
    await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
    await page.setViewportSize({ width: 1280, height: 900 });
    await showCard();
    await members.screenshot({ path: `${SHOTS}/members-1280-${scheme}.png` });
    await page.setViewportSize({ width: 400, height: 900 });
    await expect(members.getByRole('list', { name: 'Members' })).toBeVisible();
    await showCard();
    await members.screenshot({ path: `${SHOTS}/members-400-${scheme}.png` });
  }
});
