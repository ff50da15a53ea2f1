import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { staffHeaders } from '../support/accounts.ts';
import { expect, expectAccessible, signInToNews, test } from '../support/fixtures.ts';
import { shoot } from '../support/screenshots.ts';

/** A receiver on 127.0.0.1 that takes every delivery, as a client's CMS would once it checked the signature. */
async function startReceiver() {
  const deliveries: { eventId: string; contentType: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        eventId: String(request.headers['x-portal-event-id']),
        contentType: String(request.headers['content-type']),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/portal`,
    deliveries,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function publishAsStaff(request: APIRequestContext, title: string) {
  const headers = await staffHeaders(request);
  const lookup = async <T>(path: string) => (await (await request.get(`/api/auth/v2/${path}`, { headers })).json()).data as T[];
  const [category] = await lookup<{ id: number }>('categories/all');
  const english = (await lookup<{ id: number; code: string }>('languages/all')).find((entry) => entry.code === 'en');
  const published = await request.post('/api/v1/news', {
    headers,
    multipart: {
      data: JSON.stringify({ title, content: '<p>Filed by the agency desk.</p>', language_id: english?.id, category_ids: [category?.id] }),
    },
  });
  expect(published.status(), await published.text()).toBe(201);
}

const webhooksCard = (page: Page) => page.getByRole('region', { name: 'Webhooks', exact: true });

test('adds a webhook in ninjs 3.2, sees its secret once, and finds a delivery in its log after staff publish', async ({
  page,
  client,
  request,
}) => {
  const receiver = await startReceiver();
  const word = `glacier${Date.now()}`;
  try {
    await signInToNews(page, client.email);
    await page.goto('/my-account');
    const card = webhooksCard(page);
    await expect(card.getByText('No webhooks yet.')).toBeVisible();

    await card.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('URL').fill('https://10.0.0.1/hook');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This address cannot be reached from the portal')).toBeVisible();
    await dialog.getByLabel('URL').fill(receiver.url);
    await dialog.getByLabel('Search words').fill(word);
    // The body format: ninjs 2.1 unless another is chosen.
    const format = dialog.getByRole('combobox', { name: 'Body format' });
    await expect(format).toHaveText('IPTC ninjs 2.1 (JSON)');
    await format.click();
    await page.getByRole('option', { name: 'IPTC ninjs 3.2 (JSON)' }).click();
    await expect(format).toHaveText('IPTC ninjs 3.2 (JSON)');
    await shoot(page, 'webhook-form');
    await dialog.getByRole('button', { name: 'Save' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await secretDialog.locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText(receiver.url)).toBeVisible();
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByText('Body format: IPTC ninjs 3.2 (JSON)')).toBeVisible();
    await page.reload();
    await expect(webhooksCard(page).getByText(receiver.url)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    await publishAsStaff(request, `Glacier lake outburst warning ${word}`);
    await expect.poll(() => receiver.deliveries.length, { timeout: 30_000 }).toBe(1);
    expect(receiver.deliveries[0]?.contentType).toBe('application/json; profile="http://www.iptc.org/std/ninjs/ninjs-schema_3.2.json"');
    expect(receiver.deliveries[0]?.body).toMatchObject({
      standard: { name: 'ninjs', version: '3.2' },
      pubStatus: 'usable',
      headlines: [{ value: `Glacier lake outburst warning ${word}` }],
    });

    await webhooksCard(page).getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    // The event by its name; its id (what the receiver dedupes by) on hover.
    const event = log.getByRole('cell', { name: 'New item', exact: true });
    await expect(event).toBeVisible();
    await expect(event).toHaveAttribute('title', `Event id ${receiver.deliveries[0]?.eventId}`);
    await expect(log.getByText('Delivered')).toBeVisible();
    await expect(log.getByRole('cell', { name: '204', exact: true })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await receiver.stop();
  }
});
