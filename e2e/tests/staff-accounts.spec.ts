import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  linkIn,
  passwordField,
  readMail,
  signIn,
  signInToConsole,
  test,
} from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('an administrator invites a desk editor, who opens only the desk; their roles change, they are signed out and suspended', async ({
  page,
  openBrowser,
}) => {
  const email = uniqueEmail('desk');
  await signInToConsole(page);
  await drawer(page).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);

  // Invite: the form refuses no role, then sends the invitation.
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite staff' });
  await invite.getByRole('textbox', { name: 'Name' }).fill('Sita Sharma');
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Choose at least one role')).toBeVisible();
  await invite.getByRole('checkbox', { name: /^Desk editor/ }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(rowOf(page, email)).toContainText('Invited');
  await expect(rowOf(page, email)).toContainText('Desk editor');
  await shoot(page, 'staff-accounts');
  await expectAccessible(page);

  // The invitee creates a password from the mail and lands on the news desk, with the desk's entries only.
  const colleague = await openBrowser();
  await colleague.goto(linkIn(await readMail(email), /https?:\/\/\S+\/create-password\?user=[\w-]+/));
  await passwordField(colleague).fill(DEMO_PASSWORD);
  await passwordField(colleague, 'Confirm password').fill(DEMO_PASSWORD);
  await colleague.getByRole('button', { name: 'Save password' }).click();
  await expect(colleague).toHaveURL(/\/$/);
  await signIn(colleague, email);
  await expect(colleague).toHaveURL(/\/admin\/news$/);
  await expect(drawer(colleague).getByRole('link', { name: 'Videos' })).toBeVisible();
  await expect(drawer(colleague).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(drawer(colleague).getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await colleague.goto('/admin/staff');
  await expect(colleague).toHaveURL(/\/admin\/news$/);

  // The administrator makes them a reviewer: their next visit opens the review queue instead.
  await page.reload();
  await expect(rowOf(page, email)).toContainText('Active');
  await rowOf(page, email).getByRole('button', { name: 'Actions for Sita Sharma' }).click();
  await page.getByRole('menuitem', { name: 'Change roles' }).click();
  const roles = page.getByRole('dialog', { name: 'Roles of Sita Sharma' });
  await roles.getByRole('checkbox', { name: /^Desk editor/ }).uncheck();
  await roles.getByRole('checkbox', { name: /^Reviewer/ }).check();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(roles).toBeHidden();
  await expect(rowOf(page, email)).toContainText('Reviewer');
  await colleague.goto('/admin');
  await expect(colleague).toHaveURL(/\/admin\/review$/);

  // Suspended: their session ends and the row says so.
  await rowOf(page, email).getByRole('button', { name: 'Actions for Sita Sharma' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  await page.getByRole('dialog', { name: 'Suspend Sita Sharma?' }).getByRole('button', { name: 'Suspend' }).click();
  await expect(rowOf(page, email)).toContainText('Suspended');
  await colleague.reload();
  await expect(colleague.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('an administrator cannot suspend themselves: their own row offers no Suspend', async ({ page }) => {
  await signInToConsole(page);
  await page.goto('/admin/staff?q=staff@samachar.demo');
  const own = rowOf(page, 'staff@samachar.demo');
  await expect(own).toContainText('You');
  await own.getByRole('button', { name: /^Actions for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Change roles' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Suspend' })).toHaveCount(0);
});
