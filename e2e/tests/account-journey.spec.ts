import { uniqueEmail } from '../support/accounts.ts';
import {
  expect,
  expectAccessible,
  linkIn,
  passwordField,
  readMail,
  registerMediaHouse,
  signIn,
  signInToNews,
  test,
} from '../support/fixtures.ts';

test('register → mail → verify → create password → layout → preferences → change password → sign in again → free trial', async ({
  page,
}) => {
  const EMAIL = uniqueEmail('desk');
  // Eight screens and two accessibility scans in one journey: about 40 s on two idle cores.
  test.slow();
  await test.step('register with a logo', async () => {
    await registerMediaHouse(page, { name: 'Himal Times', email: EMAIL });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Password has been sent to your email address and mobile number')).toBeVisible();
  });

  const mail = await readMail(EMAIL);
  const mailedPassword = /Your password: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(mailedPassword).not.toBe('');

  await test.step('the unverified account cannot sign in yet', async () => {
    await signIn(page, EMAIL, mailedPassword);
    await expect(page.getByText('Please check your email and verify your account first.')).toBeVisible();
  });

  await test.step('follow the verification link and create a password', async () => {
    await page.goto(linkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/verify-email\/\d+\/[\w-]+\/\d+/));
    await expect(page).toHaveURL(/\/create-password\?user=/);
    await passwordField(page).fill('himal#2026');
    await passwordField(page, 'Confirm password').fill('himal#2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your password has been set. Please log in.')).toBeVisible();
  });

  await test.step('sign in and see the layout with name and email', async () => {
    await signInToNews(page, EMAIL, 'himal#2026');
    await expect(page.getByText('Himal Times')).toBeVisible();
    await expect(page.getByText(EMAIL)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await expect(page.getByText('You have not subscribed yet')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('dark mode and the mini drawer are remembered across a reload', async () => {
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Light mode' }).click();
    await page.getByRole('button', { name: 'Expand menu' }).click();
  });

  await test.step('change the password: wrong current one first, then Enter submits', async () => {
    await page.getByRole('button', { name: 'Account settings' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expectAccessible(page);
    await passwordField(page, 'Current password').fill('not#mine1');
    await passwordField(page, 'New password').fill('himal#2027');
    await passwordField(page, 'Re-enter new password').fill('himal#2027');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    await passwordField(page, 'Current password').fill('himal#2026');
    await passwordField(page, 'Re-enter new password').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Password Updated Successfully')).toBeVisible();
  });

  await test.step('the old password is refused and the new one works', async () => {
    await signIn(page, EMAIL, 'himal#2026');
    await expect(page.getByText('Email address or password is incorrect.')).toBeVisible();
    await signInToNews(page, EMAIL, 'himal#2027');
  });

  await test.step('a new client starts the free trial: no gateway, a bill of Rs. 0, and the RENEW badge goes', async () => {
    await page.getByRole('link', { name: 'RENEW' }).click();
    await page.getByRole('region', { name: 'Free Trial' }).getByRole('button', { name: 'Choose' }).click();
    const question = page.getByRole('dialog', { name: 'Free trial' });
    await expect(question).toContainText('Start your free trial of 15 days?');
    await question.getByRole('button', { name: 'Start trial' }).click();
    await expect(page).toHaveURL(/\/payment\/bill\?status=success&sid=\d+$/);
    const invoice = page.getByRole('main');
    await expect(invoice).toContainText('Free Trial');
    await expect(invoice).toContainText('15 Days');
    await expect(invoice).toContainText('Rs. 0');
    await expect(page.getByRole('link', { name: 'RENEW' })).toHaveCount(0);
    await expect(page.getByText('You have not subscribed yet')).toHaveCount(0);
  });
});
