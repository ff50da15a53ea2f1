import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

// The scans of every screen rely on expectAccessible seeing a fault in either scheme: the dark one runs only the colour rules.
test('the accessibility check fails on a contrast fault that shows in one scheme only', async ({ page }) => {
  await signInToNews(page, 'active@samachar.demo');
  await expectAccessible(page);
  for (const [scheme, colour] of [
    ['light', '#eee'],
    ['dark', '#222'],
  ] as const) {
    const fault = await page.addStyleTag({ content: `html.${scheme} h1 { color: ${colour} !important; }` });
    await expect(expectAccessible(page)).rejects.toThrow(`${scheme}: color-contrast — h1`);
    await fault.evaluate((style) => (style as HTMLStyleElement).remove());
  }
});
