import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A list table shows every column in its region: the last heading ends inside the region and the
 * viewport, the region has nothing to scroll sideways, and no word of a heading or cell is broken
 * across lines to make it fit (a line may break between words, or after a hyphen or slash).
 */
export async function expectWholeTable(page: Page, region: Locator) {
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  const lastHeading = region.getByRole('columnheader').last();
  const [box, edge] = await Promise.all([region.boundingBox(), lastHeading.boundingBox()]);
  const viewport = page.viewportSize();
  if (!box || !edge || !viewport) throw new Error('the table is not laid out');
  expect(edge.x + edge.width).toBeLessThanOrEqual(Math.min(box.x + box.width, viewport.width));
  const widths = await region.evaluate((element) => ({ inner: element.scrollWidth, shown: element.clientWidth }));
  expect(widths.inner).toBeLessThanOrEqual(widths.shown);
  expect(await wordsBrokenIn(region), 'words broken across lines').toEqual([]);
}

/**
 * A list table wider than a phone scrolls sideways inside its own region, never the page: the region
 * is named and the keyboard can focus and scroll it, and the edge it can scroll towards fades out
 * (`data-scrolls`) until it is scrolled there.
 */
export async function expectScrollingTable(page: Page, region: Locator) {
  await expect(region.getByRole('row').nth(1)).toBeVisible();
  await expect(region).toHaveAccessibleName(/\S/);
  await expect(region).toHaveAttribute('tabindex', '0');
  const widths = await region.evaluate((element) => ({ inner: element.scrollWidth, shown: element.clientWidth }));
  expect(widths.inner).toBeGreaterThan(widths.shown);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expect(region).toHaveAttribute('data-scrolls', 'end');
  expect(await region.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');

  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect(region).toHaveAttribute('data-scrolls', 'both');
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(region).toHaveAttribute('data-scrolls', 'start');
}

/**
 * Words of `region` whose letters sit on more than one line, though the word would fit its cell on one
 * (a word wider than its column, such as a long unbroken name, has to break).
 */
function wordsBrokenIn(region: Locator) {
  return region.evaluate((element) => {
    const broken: string[] = [];
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) {
      const text = texts.currentNode as Text;
      const cell = text.parentElement?.closest('td, th');
      const style = cell && getComputedStyle(cell);
      const room =
        cell && style ? cell.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) : Infinity;
      for (const word of text.data.matchAll(/[^\s/-]+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const pieces = Array.from(range.getClientRects());
        const lines = new Set(pieces.map((rect) => Math.round(rect.top)));
        const width = pieces.reduce((sum, rect) => sum + rect.width, 0);
        if (lines.size > 1 && width <= room) broken.push(word[0]);
      }
    }
    return broken;
  });
}
