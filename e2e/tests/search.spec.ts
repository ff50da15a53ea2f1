import { listCards } from '../support/content.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const search = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: 'Search news' });
const resultLine = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: /results?$/ });

test.describe('search', () => {
  test('a misspelt word shows the corrected results with their words marked, and a link searches it as typed', async ({ page }) => {
    await signInToNews(page, 'active@samachar.demo');
    await search(page).fill('provinse');
    await expect(page.getByText('Showing results for province. Search instead for provinse')).toBeVisible();
    await expect(resultLine(page)).toHaveText(/^\d+ results?$/);
    await expect(listCards(page).locator('h3 mark').first()).toHaveText(/^province/i);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'provinse' }).click();
    await expect(page).toHaveURL(/[?&]q=provinse&exact=1/);
    await expect(page.getByText('No news found')).toBeVisible();
    await expect(page.getByText(/Showing results for/)).toBeHidden();

    // A new search leaves "as typed" behind and is corrected again.
    await search(page).fill('provinse koshi');
    await expect(page).not.toHaveURL(/exact=1/);
    await expect(page.getByText('Showing results for province koshi. Search instead for provinse koshi')).toBeVisible();
  });

  test('a word found in more items than are counted shows "about" the estimate', async ({ page }) => {
    // The demo archive holds a few hundred items, fewer than the 1 000 counted exactly (the API tests
    // cover the estimate itself); the server's answer goes through with the meta of a common word.
    await page.route(/\/api\/auth\/v2\/client\/news\?.*query=nepal/, async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      await route.fulfill({
        response,
        json: { ...answer, meta: { ...answer.meta, total: 307_245, last_page: 167, total_relation: 'estimate' } },
      });
    });
    await signInToNews(page, 'active@samachar.demo');
    await search(page).fill('nepal');
    await expect(resultLine(page)).toHaveText('about 3,07,000 results');

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'नेपाली' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'करिब ३,०७,००० नतिजा' })).toBeVisible();
  });

  test('the facets count the matches per date band, language, category and province, and a press filters by one', async ({ page }) => {
    await signInToNews(page, 'active@samachar.demo');
    await search(page).fill('nepal');
    const languages = page.getByRole('region', { name: 'Language' });
    await expect(languages.getByRole('button').first()).toHaveText(/\d$/);
    await expect(page.getByRole('region', { name: 'Date' })).toBeVisible();
    await shoot(page, 'search-facets');
    await expectAccessible(page);

    // Past the 8 most common categories, the rest unfold on a press.
    const categories = page.getByRole('region', { name: 'Categories' });
    const values = categories.getByRole('listitem');
    await expect(values).toHaveCount(8);
    const more = categories.getByRole('button', { name: /^Show (\d+) more$/ });
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await more.click();
    await expect(values).toHaveCount(8 + hidden);
    await categories.getByRole('button', { name: 'Show fewer' }).click();
    await expect(values).toHaveCount(8);

    const first = languages.getByRole('button').first();
    const [name, count] = ((await first.textContent()) ?? '').split(/ (?=[\d,]+$)/);
    await first.click();
    await expect(page).toHaveURL(/[?&]q=nepal&lang=\d+/);
    await expect(resultLine(page)).toHaveText(`${count} ${count === '1' ? 'result' : 'results'}`);
    await expect(languages.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Most relevant orders a search by its best matches, kept in the address, beside a line on how to write a query', async ({
    page,
  }) => {
    await signInToNews(page, 'active@samachar.demo');
    await expect(page.getByText('"exact phrase"  ·  -leave out  ·  this OR that')).toBeVisible();
    await search(page).fill('nepal');
    const order = page.getByRole('combobox', { name: 'Order' });
    await expect(order).toHaveValue('newest');

    const ranked = page.waitForRequest(/\/api\/auth\/v2\/client\/news\?.*sortBy=relevance/);
    await order.selectOption({ label: 'Most relevant' });
    await ranked;
    await expect(page).toHaveURL(/[?&]q=nepal&sort=relevance/);
    await expect(resultLine(page)).toHaveText(/^\d+ results?$/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Order' })).toHaveValue('relevance');
  });
});
