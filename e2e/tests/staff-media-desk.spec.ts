import type { Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { cardTitled } from '../support/content.ts';
import { DEMO_IMAGES } from '../support/files.ts';
import { closeSignedOut, expect, expectAccessible, newsBeside, signInToConsole, test } from '../support/fixtures.ts';

/** A demo clip Chromium decodes (H.264, 6 s, 640×360); the demo photos are told apart by their size (640×360, 480×270). */
const CLIP = '../apps/server/assets/demo/kathmandu-skyline.mp4';

const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const picker = (page: Page, name: string) => page.locator('input[type="file"]').and(page.getByLabel(name, { exact: true }));
const deskRow = (page: Page, desk: string, title: string) =>
  page.getByRole('region', { name: desk }).getByRole('row').filter({ hasText: title });

/** The client's list of `path`, searched for `title`. */
async function searchAsClient(client: Page, path: string, searchbox: string, title: string) {
  await client.goto(path);
  await client.getByRole('searchbox', { name: searchbox }).fill(title);
  await expect(client).toHaveURL(/q=/);
}

test('staff publish a gallery and a video, a client sees both, then not the one scheduled for later', async ({ page, openBrowser }) => {
  // Three editors scanned by axe in both schemes, and a client's browser beside the staff's.
  test.slow();
  const stamp = Date.now();
  const galleryTitle = `Valley views ${stamp}`;
  const videoTitle = `Skyline at dusk ${stamp}`;
  await signInToConsole(page);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Feature photos' }).click();
  await expect(page.getByRole('heading', { name: 'Galleries', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Publish a gallery' }).click();
  await expect(page.getByRole('heading', { name: 'Publish a gallery' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(galleryTitle);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('The valley from its rim.');
  await picker(page, 'Images').setInputFiles(DEMO_IMAGES);
  const images = page.getByRole('list', { name: 'Images' });
  await expect(images.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Move pokhara-colours.jpg up' }).click();
  await expect(images.getByRole('listitem').first()).toContainText('pokhara-colours.jpg');
  await page.getByRole('textbox', { name: 'Caption 1' }).fill('Phewa lake');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notice(page, messages.galleryPublished)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/galleries$/);
  await expect(deskRow(page, 'Galleries', galleryTitle)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Videos' }).click();
  await page.getByRole('link', { name: 'Publish a video' }).click();
  await expect(page.getByRole('heading', { name: 'Publish a video' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(videoTitle);
  await page.getByRole('textbox', { name: 'Summary' }).fill('The city lights come on.');
  await picker(page, 'Video file').setInputFiles(CLIP);
  await expect(page.getByText(/kathmandu-skyline\.mp4 ·/)).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Frame at (seconds)' }).fill('2');
  await page.getByRole('button', { name: 'Use this frame' }).click();
  const preview = page.getByRole('img', { name: 'Thumbnail preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'English' }).check();
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Society' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(notice(page, messages.videoPublished)).toBeVisible();
  await expect(deskRow(page, 'Videos', videoTitle).locator('img')).toBeVisible();

  const client = await newsBeside(openBrowser, 'active@samachar.demo');
  await searchAsClient(client, '/feature-photos', 'Search feature photos', galleryTitle);
  await cardTitled(client, galleryTitle).click();
  const shown = client.getByRole('dialog', { name: galleryTitle }).getByRole('region', { name: 'Images' }).getByRole('listitem');
  await expect(shown).toHaveCount(2);
  await expect(shown.first()).toContainText('480×270');
  await expect(shown.last()).toContainText('640×360');

  await searchAsClient(client, '/videos', 'Search videos', videoTitle);
  const poster = cardTitled(client, videoTitle).locator('img');
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await cardTitled(client, videoTitle).click();
  await expect(client.locator('video')).toHaveAttribute('poster', /\/media\//);

  await page.goto('/admin/galleries');
  await deskRow(page, 'Galleries', galleryTitle).getByRole('link', { name: galleryTitle }).click();
  await expect(page.getByRole('heading', { name: 'Edit gallery' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Caption 1' })).toHaveValue('Phewa lake');
  await page.getByLabel('Publish at').fill('2099-01-01T10:00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, messages.galleryUpdated)).toBeVisible();
  await expect(deskRow(page, 'Galleries', galleryTitle)).toContainText('Scheduled');

  await searchAsClient(client, '/feature-photos', 'Search feature photos', galleryTitle);
  await expect(client.getByText('No feature photos found')).toBeVisible();
  await closeSignedOut(client);
});
