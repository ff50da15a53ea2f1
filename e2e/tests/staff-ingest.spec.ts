import { createHmac } from 'node:crypto';
import { expect, expectAccessible, signInToConsole, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

const sign = (key: string, body: string) => `sha1=${createHmac('sha1', key).update(body).digest('hex')}`;

test('staff set the Superdesk key; a push with an unmapped category waits on the Ingest screen until it is mapped and applied again', async ({
  page,
  request,
}) => {
  test.slow();
  const key = `superdesk-e2e-${Date.now()}-secret`;
  const code = String(Date.now()).slice(-8);
  await signInToConsole(page);
  await page.goto('/admin/ingest');
  await expect(page.getByRole('heading', { name: 'Superdesk push' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/Secret token/).fill(key);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText(/A key is set/)).toBeVisible();

  const body = JSON.stringify({
    guid: `urn:e2e:${code}`,
    type: 'text',
    version: '1',
    language: 'en',
    headline: `Pushed from Superdesk ${code}`,
    body_html: '<p>Body</p>',
    subject: [{ name: 'e2e', code, scheme: 'e2e' }],
  });
  const refused = await request.post('/push', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-superdesk-signature': sign('wrong', body) },
  });
  expect(refused.status()).toBe(403);
  const pushed = await request.post('/push', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-superdesk-signature': sign(key, body) },
  });
  expect(await pushed.json()).toMatchObject({ outcome: 'held', unmapped: [`category:e2e:${code}`] });

  await page.reload();
  const items = page.getByRole('table', { name: 'Ingested items' });
  const row = items.getByRole('row', { name: new RegExp(`Pushed from Superdesk ${code}`) });
  await expect(row).toContainText('Held');
  await expect(row).toContainText(`category:e2e:${code}`);
  await shoot(page, 'ingest-console');

  // The held item's value fills the mapping form; the category is chosen by its name.
  await row.getByRole('button', { name: `Map category:e2e:${code}` }).click();
  const form = page.getByRole('form', { name: 'New mapping' });
  await expect(form.getByRole('textbox', { name: /Incoming value/ })).toHaveValue(`e2e:${code}`);
  await form.getByRole('combobox', { name: 'Target' }).click();
  await page.getByRole('option', { name: 'Politics' }).click();
  await form.getByRole('button', { name: 'Save mapping' }).click();
  const mapping = page.getByRole('table', { name: 'Ingest mappings' }).getByRole('row', { name: new RegExp(`e2e:${code}`) });
  await expect(mapping).toContainText('Politics');

  await row.getByRole('button', { name: 'Apply again' }).click();
  await expect(page.getByText('Applied again: published')).toBeVisible();
  await expect(row).toContainText('Published');
});
