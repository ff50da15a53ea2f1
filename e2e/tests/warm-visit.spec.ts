import { endpoints } from '../../packages/shared/src/api-endpoints.ts';
import { messages } from '../../packages/shared/src/messages.ts';
import { cardTitled, DEMO_SHOWCASE, publishNewsAsStaff } from '../support/content.ts';
import { expect, signInToNews, test } from '../support/fixtures.ts';

/**
 * A client's next visit: the news list draws the cards the session last had before the network
 * answers, then what is new. Here the list's answer is held until the kept cards are on screen.
 */
test('a next visit draws the cards it last had while the list is slow to answer, then the new ones', async ({ page, client, request }) => {
  await signInToNews(page, client.email);
  // The list's own cards, not the pinned strip's, which answers unheld.
  const latest = page.getByRole('region', { name: 'Latest news' }).getByRole('article');
  await expect(latest.first()).toBeVisible();
  const lastSeen = await latest.first().getByRole('heading').textContent();
  const title = `Filed while the client was away ${Date.now()}`;
  await publishNewsAsStaff(request, title);

  let answerList: () => void = () => undefined;
  const listHeld = new Promise<void>((resolve) => {
    answerList = resolve;
  });
  await page.route(
    (url) => url.pathname === endpoints.news.list.path,
    async (route) => {
      await listHeld;
      await route.continue();
    },
  );
  await page.reload();
  await expect(cardTitled(page, DEMO_SHOWCASE.pinnedEnglish)).toBeVisible();
  await expect(latest.first().getByRole('heading')).toHaveText(lastSeen ?? '');
  await expect(cardTitled(page, title)).toHaveCount(0);

  answerList();
  await expect(cardTitled(page, title)).toBeVisible();
});

test('a plan that ended since the last visit sends the client to the plans, kept cards or not', async ({ page, client }) => {
  await signInToNews(page, client.email);
  await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kept-answers'))).not.toBeNull();

  // The server's answer to a list of a plan that has ended since.
  await page.route(
    (url) => url.pathname === endpoints.news.list.path,
    (route) => route.fulfill({ status: 403, json: { message: messages.subscriptionExpired } }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/subscription-plans$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
