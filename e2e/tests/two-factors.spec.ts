import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { emailField, expect, expectAccessible, passwordField, signInToNews, signOutQuietly, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

/** The code the app would show now for the key the set-up dialog gave (a code of the step after `after` when given). */
const codeFor = (secret: string, after?: string) => {
  let at = Date.now();
  let code = generateSync({ secret, epoch: Math.floor(at / 1000) });
  // A code is taken once: the next one comes with the next 30 s step.
  while (after && code === after) {
    at += 30_000;
    code = generateSync({ secret, epoch: Math.floor(at / 1000) });
  }
  return code;
};

async function openSecurity(page: Page) {
  await page.getByRole('button', { name: 'Account settings' }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
}

test('two factors: an authenticator app is set up from its QR code, recovery codes shown once, the house rule, and sign-in asks for the code', async ({
  page,
  client,
}) => {
  test.slow();
  await signInToNews(page, client.email);
  await openSecurity(page);
  const houseRule = page.getByRole('region', { name: 'Your media house' });

  // The owner's rule needs a factor of their own first.
  await houseRule.getByRole('switch', { name: 'Require two-step sign-in for every member' }).click();
  await expect(page.getByText('Set up a second factor for yourself first.')).toBeVisible();

  // The authenticator app: QR code, key, a code of it.
  const app = page.getByRole('region', { name: 'Authenticator app' });
  await app.getByRole('button', { name: 'Set up app' }).click();
  const setup = page.getByRole('dialog', { name: 'Set up your authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await shoot(page, 'totp-setup');
  const secret = (await setup.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel('Code from the app').fill('000000' === codeFor(secret) ? '111111' : '000000');
  await setup.getByRole('button', { name: 'Confirm' }).click();
  await expect(setup.getByText('That code or passkey is not right.')).toBeVisible();
  const enrolCode = codeFor(secret);
  await setup.getByLabel('Code from the app').fill(enrolCode);
  await setup.getByRole('button', { name: 'Confirm' }).click();

  const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codes.getByText(/shown only now/)).toBeVisible();
  await expect(codes.getByText(/^([a-z2-9]{5}-[a-z2-9]{5}\s*){10}$/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'recovery-codes');
  await codes.getByRole('button', { name: 'I saved them' }).click();
  await expect(app.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 of 10 codes left.')).toBeVisible();

  // Fresh from the set-up, the rule turns on at once.
  await houseRule.getByRole('switch', { name: 'Require two-step sign-in for every member' }).click();
  await expect(houseRule.getByRole('switch', { name: 'Require two-step sign-in for every member' })).toBeChecked();
  await shoot(page, 'security-page');

  // Signing in again: the password, then the app's code.
  await signOutQuietly(page);
  await page.goto('/');
  await emailField(page).fill(client.email);
  await passwordField(page).fill(client.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await shoot(page, 'sign-in-second-step');
  await page.getByLabel('Code').fill(codeFor(secret, enrolCode));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/news$/);
});
