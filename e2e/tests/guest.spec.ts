import {
  emailField,
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

test.describe('login', () => {
  test('is accessible and shows the agency, the links and the password toggle', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/largest private news agencies of Nepal/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Forget Password?' })).toHaveAttribute('href', '/forget-password');
    await passwordField(page).fill('secret');
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await expectAccessible(page);
  });

  test('checks the fields before calling the server', async ({ page }) => {
    await page.goto('/login');
    await emailField(page).fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email must be valid')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows a wrong password under the email field', async ({ page }) => {
    await signIn(page, 'active@samachar.demo', 'wrong#pass1');
    await expect(page.getByText('Email address or password is incorrect.')).toBeVisible();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);
  });

  test('refuses an account whose address was never verified', async ({ page }) => {
    await signIn(page, 'unverified@samachar.demo');
    await expect(page.getByText('Please check your email and verify your account first.')).toBeVisible();
  });

  test('signs in by itself when the address carries email and password, and skips login once signed in', async ({ page }) => {
    await page.goto('/?email=active%40samachar.demo&password=demo%232026');
    await expect(page).toHaveURL(/\/news$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/news$/);
  });
});

test.describe('register', () => {
  test('validates every field by the shared rules', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'Media name is required',
      'Company name is required',
      'Email must be valid',
      'Please select a category',
      'Logo is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Mobile number').fill('98012345');
    await page.getByLabel('Website URL').fill('himaltimes.com');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Mobile number should be at least 10 digits')).toBeVisible();
    await expect(page.getByText('Invalid Url')).toBeVisible();
    await expectAccessible(page);
  });

  test('refuses a logo over 5 MB and clears the choice', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Logo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
    await expect(page.getByText('Validation failed. File Size limit is 5mb')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose logo' })).toBeVisible();
  });

  test('shows an address that is already registered under the email field', async ({ page }) => {
    await registerMediaHouse(page, { name: 'Copy Cat', email: 'active@samachar.demo' });
    await expect(page.getByText('Email address is already registered. Please check your email for verification.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('forget password', () => {
  test('mails a link that sets a new password, checked on entry', async ({ page, makeClient }) => {
    const { email } = await makeClient();
    await page.goto('/forget-password');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Email must be valid')).toBeVisible();
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/a link to set a new password has been sent/)).toBeVisible();

    // The welcome mail came first.
    const link = linkIn(await readMail(email, 2), /http:\/\/127\.0\.0\.1:\d+\/create-password\?user=[\w-]+/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Create your password' })).toBeVisible();
    await expectAccessible(page);
    await passwordField(page).fill('fresh#pass1');
    await passwordField(page, 'Confirm password').fill('fresh#pass2');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Confirm password should be same as password')).toBeVisible();
    await passwordField(page, 'Confirm password').fill('fresh#pass1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await signInToNews(page, email, 'fresh#pass1');
  });

  test('sends a forged or missing link back to login', async ({ page }) => {
    await page.goto('/create-password?user=not-a-real-token-at-all');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/create-password');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/verify-email/1/forged-slug/1999999999');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('Nepali is drawn in Noto Sans Devanagari, the machine’s own or the portal’s, served with a year’s cache, in buttons too', async ({
  page,
  client,
}) => {
  const chooseLanguage = (language: string) => page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.goto('/');
  await chooseLanguage('ne');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', 'नेपाल'))).toBe(true);

  // What the browser drew the bold heading with: this machine's own Noto Sans Devanagari (Debian's fonts-noto-core),
  // which the portal's font face takes before its download as it takes a phone's, and its Bold file, not a
  // thickened Regular.
  const browser = await page.context().newCDPSession(page);
  await browser.send('DOM.enable');
  await browser.send('CSS.enable');
  const { root } = await browser.send('DOM.getDocument');
  const { nodeId } = await browser.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await browser.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts).toContainEqual(expect.objectContaining({ familyName: 'Noto Sans Devanagari', postScriptName: 'NotoSansDevanagari-Bold' }));

  // The download a machine without the font gets: the face's last source, a year in the cache.
  const downloads = await page.evaluate(() =>
    Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
      .map((rule) => /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1]),
  );
  expect(downloads.length).toBeGreaterThan(0);
  for (const font of new Set(downloads)) {
    expect(font).toMatch(/\/assets\/noto-sans-devanagari-devanagari-[\w-]+\.woff2$/);
    const answer = await page.request.get(font ?? '');
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }

  // Browsers give a button a font of its own: a news card (a button) once showed its photo count as boxes.
  await chooseLanguage('en');
  await signInToNews(page, client.email);
  await chooseLanguage('ne');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ताजा समाचार' })).toBeVisible();
  const withoutTheFont = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) =>
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(node.textContent ?? '')),
      )
      .filter((element) => !getComputedStyle(element).fontFamily.includes('Noto Sans Devanagari Variable'))
      .map((element) => element.textContent),
  );
  expect(withoutTheFont).toEqual([]);
});
