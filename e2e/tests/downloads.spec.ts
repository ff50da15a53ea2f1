import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import yauzl from 'yauzl';
import { cardTitled, DEMO_SHOWCASE, sideDialog } from '../support/content.ts';
import { expect, signInToNews, test } from '../support/fixtures.ts';

const SHOTS = '/tmp/shots-downloads';

/**
 * Shoots the download menu once it has faded in (its popover's transitions ended), as the reader sees it. An animation
 * cancelled meanwhile (the menu laid out again on a slow machine) rejects `finished`: it runs no more, so it is not waited for.
 */
async function shootMenu(page: Page, name: string) {
  await expect(page.getByRole('menu')).toBeVisible();
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The names of a ZIP's entries, read back by yauzl. */
function entryNames(archive: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function saved(download: Download): Promise<Buffer> {
  const file = await download.path();
  expect(file).toBeTruthy();
  return readFile(file as string);
}

async function downloadAs(page: Page, format: 'Text' | 'ninjs 2.1 JSON' | 'ninjs 3.2 JSON' | 'NITF XML' | 'NewsML-G2 XML') {
  await sideDialog(page).getByRole('button', { name: 'Download', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: new RegExp(`^${format}`) }).click();
  const download = await downloading;
  // The menu fades out after the choice; until it has, Escape would close the menu, not the item.
  await expect(page.getByRole('menu')).toBeHidden();
  return download;
}

test('downloads a news item as text, ninjs, NITF and NewsML-G2, and two selected items as one ZIP', async ({ page, client }) => {
  await signInToNews(page, client.email);
  await cardTitled(page, DEMO_SHOWCASE.pinnedEnglish).click();
  await expect(sideDialog(page).getByRole('heading', { name: DEMO_SHOWCASE.pinnedEnglish })).toBeVisible();
  // The address names the item opened; a detail answer may also be another card's, asked as the pointer passed over it.
  const id = Number(new URL(page.url()).searchParams.get('news'));
  const base = `kathmandu-valley-metro-plan-wins-cabinet-approval-${id}`;

  const text = await downloadAs(page, 'Text');
  expect(text.suggestedFilename()).toBe(`${base}.txt`);
  const body = (await saved(text)).toString('utf8');
  expect(body.split('\n')[0]).toBe(DEMO_SHOWCASE.pinnedEnglish);
  expect(body).not.toMatch(/<\/?p>/);
  expect(body).toMatch(/\/media\/news\/.+\?expires=\d+&signature=/);

  const ninjs = await downloadAs(page, 'ninjs 2.1 JSON');
  expect(ninjs.suggestedFilename()).toBe(`${base}.json`);
  const item = JSON.parse((await saved(ninjs)).toString('utf8')) as { uri: string; headlines: { value: string }[] };
  expect(item.uri).toMatch(new RegExp(`/news/${id}$`));
  expect(item.headlines[0]?.value).toBe(DEMO_SHOWCASE.pinnedEnglish);
  // The menu offers each ninjs version; 3.2 in its own names.
  const three = JSON.parse((await saved(await downloadAs(page, 'ninjs 3.2 JSON'))).toString('utf8'));
  expect(three).toMatchObject({ uri: item.uri, standard: { version: '3.2' }, pubStatus: 'usable' });

  await sideDialog(page).getByRole('button', { name: 'Download', exact: true }).click();
  await shootMenu(page, 'detail-download-menu-light');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  const nitf = await downloadAs(page, 'NITF XML');
  expect(nitf.suggestedFilename()).toBe(`${base}.xml`);
  const xml = (await saved(nitf)).toString('utf8');
  expect(xml).toContain('<nitf version="-//IPTC//DTD NITF 3.6//EN"');
  expect(xml).toContain(`<hl1>${DEMO_SHOWCASE.pinnedEnglish}</hl1>`);
  const g2 = await downloadAs(page, 'NewsML-G2 XML');
  expect(g2.suggestedFilename()).toBe(`${base}.xml`);
  const message = (await saved(g2)).toString('utf8');
  expect(message).toContain('<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/">');
  expect(message).toContain(`<newsItem guid="${item.uri}"`);
  expect(message).toContain(`<headline>${DEMO_SHOWCASE.pinnedEnglish}</headline>`);
  await page.keyboard.press('Escape');
  await expect(sideDialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  const boxes = page.getByRole('checkbox', { name: /^Select “/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-selection-light.png` });
  const downloading = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Download ZIP' }).click();
  const zip = await downloading;
  expect(zip.suggestedFilename()).toMatch(/^news-\d{4}-\d{2}-\d{2}\.zip$/);
  const names = await entryNames(await saved(zip));
  expect(names.filter((name) => name.endsWith('.txt'))).toHaveLength(2);
  expect(names.filter((name) => name.endsWith('.json'))).toHaveLength(2);
  expect(names.filter((name) => name.endsWith('.xml'))).toHaveLength(2);

  await bar.getByRole('button', { name: 'Clear' }).click();
  await expect(bar.getByText('0 selected')).toBeVisible();
});

test('the selection bar and the download menu, dark and on a 400 px phone', async ({ page, client }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 400, height: 800 });
  await signInToNews(page, client.email);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page
    .getByRole('checkbox', { name: /^Select “/ })
    .first()
    .check();
  await expect(page.getByRole('region', { name: 'Selected items' }).getByText('1 selected')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-selection-dark-400.png` });
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await cardTitled(page, DEMO_SHOWCASE.pinnedEnglish).click();
  await sideDialog(page).getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: /^NITF XML/ })).toBeVisible();
  await shootMenu(page, 'detail-download-menu-dark-400');
});
