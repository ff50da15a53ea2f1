import type { Page } from '@playwright/test';

/** Screenshots for the review of new screens (light, dark, 400 px wide) into SHOTS_DIR, when it is set. */
export async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${dir}/${name}-${scheme}.png`, fullPage: true });
  }
  const size = page.viewportSize();
  await page.setViewportSize({ width: 400, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-400.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
}
