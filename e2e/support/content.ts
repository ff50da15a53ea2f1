import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { staffHeaders } from './accounts.ts';

export { DEMO_SHOWCASE } from '../../apps/server/src/db/demo-content/demo-showcase.ts';

/** The cards of the main list (not the pinned strip). */
export const listCards = (page: Page) => page.locator('main article').filter({ hasNot: page.locator('#pinned-heading') });
export const cardTitled = (page: Page, title: string) => page.getByRole('button', { name: title }).last();
export const sideDialog = (page: Page) => page.getByRole('dialog');
/** The option a select shows (the filters' single choices are the browser's own selects). */
export const chosenOption = (select: Locator) => select.locator('option:checked');

/** Lets the page read what it copied. */
export async function allowClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
}
export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** A lookup list (languages, categories) as staff read it. */
async function lookupList<T>(request: APIRequestContext, path: string) {
  const headers = await staffHeaders(request);
  return (await (await request.get(`/api/auth/v2/${path}`, { headers })).json()).data as T[];
}

/** The id of the category with this slug ('politics', 'sports'). */
export async function categoryIdOf(request: APIRequestContext, slug: string) {
  const category = (await lookupList<{ id: number; slug: string }>(request, 'categories/all')).find((entry) => entry.slug === slug);
  if (!category) throw new Error(`no category ${slug}`);
  return category.id;
}

/**
 * The agency publishes an English news item in its first category through the staff call, with any other
 * fields of the desk's form (a place, a summary, its categories); answers its id.
 */
export async function publishNewsAsStaff(request: APIRequestContext, title: string, fields: Record<string, unknown> = {}) {
  const headers = await staffHeaders(request);
  const english = (await lookupList<{ id: number; code: string }>(request, 'languages/all')).find((entry) => entry.code === 'en');
  const [category] = await lookupList<{ id: number }>(request, 'categories/all');
  const published = await request.post('/api/v1/news', {
    headers,
    data: { title, content: '<p>Filed by the agency desk.</p>', language_id: english?.id, category_ids: [category?.id], ...fields },
  });
  expect(published.status(), await published.text()).toBe(201);
  return (await published.json()).data.id as number;
}
