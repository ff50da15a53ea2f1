import { expect, signIn, test } from '../support/fixtures.ts';

test('shots', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'staff@samachar.demo');
  await expect(page).toHaveURL(/\/admin\/news$/);
  const shots: [string, string][] = [];
  for (const kind of ['galleries']) {
    await page.goto(`/admin/${kind}`);
    const link = page.getByRole('region').getByRole('link').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    shots.push([`${kind}-table`, `/admin/${kind}`], [`${kind}-edit`, href], [`${kind}-new`, `/admin/${kind}/new`]);
  }
  for (const [name, path] of shots) {
    for (const [mode, width, scheme] of [['light', 1280, 'light'], ['dark', 1280, 'dark'], ['narrow', 400, 'light']] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(name, mode, 'scrollWidth', wide);
      await page.screenshot({ path: `/tmp/media2-shots/${name}-${mode}.png`, fullPage: true });
    }
  }
});
