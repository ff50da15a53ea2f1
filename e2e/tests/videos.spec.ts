import { allowClipboard, cardTitled, clipboardText, DEMO_SHOWCASE } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';

test('videos: filters in the address, then a video plays, seeks, downloads with progress', async ({ page }) => {
  await allowClipboard(page);
  await signInToNews(page, 'active@samachar.demo');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Videos' }).click();
  // The news page has a Language filter too: wait for the videos page before opening one.
  await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await page.getByRole('combobox', { name: 'Categories' }).click();
  // The category list's own option: the Topic select offers a Society too.
  await page.getByRole('listbox', { name: 'Categories' }).getByRole('option', { name: 'Society' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/lang=2&cat=8|cat=8.*lang=2/);
  await expectAccessible(page);

  const ranged = page.waitForResponse((response) => response.url().includes('.mp4?') && response.status() === 206);
  await cardTitled(page, DEMO_SHOWCASE.video).click();
  await expect(page).toHaveURL(/\/videos\/\d+\/detail$/);
  await expect(page.getByRole('heading', { name: DEMO_SHOWCASE.video, level: 1 })).toBeVisible();
  await ranged;

  const player = page.locator('video');
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(await player.evaluate((video: HTMLVideoElement) => ({ paused: video.paused, loop: video.loop }))).toEqual({
    paused: false,
    loop: true,
  });
  const seekedTo = await player.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        video.addEventListener('seeked', () => resolve(video.currentTime), { once: true });
        video.currentTime = 4;
      }),
  );
  expect(seekedTo).toBeGreaterThanOrEqual(3.9);

  await page.getByRole('button', { name: 'Copy Title' }).click();
  expect(await clipboardText(page)).toBe(DEMO_SHOWCASE.video);

  // Slow the line so the progress can be seen: the button stays disabled until the file is saved.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 24 * 1024, uploadThroughput: -1 });
  const downloading = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const busy = page.getByRole('button', { name: /^Downloading \d+%$/ });
  await expect(busy).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\d+\.mp4$/);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeEnabled();
  await expect(page.getByText('Video Downloaded')).toBeVisible();
});

test('the side tabs: Related, All and Watched, the choice remembered', async ({ page }) => {
  await signInToNews(page, 'active@samachar.demo');
  await page.goto('/videos');
  await cardTitled(page, DEMO_SHOWCASE.video).click();
  const side = page.getByRole('complementary', { name: 'More videos' });
  await expect(side.getByRole('tab', { name: 'Related' })).toHaveAttribute('aria-selected', 'true');
  await expect(side.getByRole('link')).not.toHaveCount(0);
  await expect(side.getByRole('link', { name: DEMO_SHOWCASE.video })).toHaveCount(0);

  await side.getByRole('tab', { name: 'All' }).click();
  const other = side.getByRole('link').first();
  // The row's title: the first line beside the thumbnail (its date the second).
  const otherTitle = (await other.locator('span > span').first().textContent()) ?? '';
  await other.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherTitle);
  await expect(side.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  await side.getByRole('tab', { name: 'Watched' }).click();
  await expect(side.getByRole('link', { name: DEMO_SHOWCASE.video })).toBeVisible();
  await page.reload();
  await expect(side.getByRole('tab', { name: 'Watched' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
});
