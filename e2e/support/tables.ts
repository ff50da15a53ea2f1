import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A list table shows every column in its region: the last heading ends inside the region and the
 * viewport, and the region has nothing to scroll sideways.
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
}
