import { endpoints, pathWith, type UserProfile } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { signedInAs, staffMember } from '../../../test/signed-in.ts';
import { IngestPage } from './ingest-page.tsx';

const notices = catchNoticeMessages();

const renderIngest = (profile: UserProfile) =>
  renderRoutes([{ path: '/admin/ingest', element: <IngestPage /> }], '/admin/ingest', signedInAs(profile));
const ingest = endpoints.ingest;

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const held = {
  id: 7,
  source: 'superdesk',
  guid: 'urn:newsml:sd:1',
  version: 2,
  state: 'held',
  news_id: null,
  headline: 'Flood in Koshi',
  unmapped: ['category:subject:17000000'],
  updated_at: '2026-12-01T08:00:00.000Z',
};

describe('IngestPage', { timeout: 30_000 }, () => {
  it('saves the Superdesk key, refuses a short one under the field, adds a mapping and applies a held item again', async () => {
    let retried = false;
    const calls = fakeApi((call) => {
      if (call.path === ingest.settings.path && call.method === 'GET')
        return json(200, { data: { key_set: false, author_id: null, updated_at: null } });
      if (call.path === ingest.saveSettings.path && call.method === 'PUT') return json(200, { message: 'Superdesk push key saved' });
      if (call.path === ingest.mappings.path && call.method === 'GET') return json(200, { data: [] });
      if (call.path === ingest.saveMapping.path && call.method === 'PUT')
        return json(200, { data: { id: 1, kind: 'category', value: 'subject:17000000', target: null } });
      if (call.path === ingest.items.path) return json(200, { data: retried ? [] : [held] });
      if (call.path === pathWith(ingest.retryItem.path, { id: 7 })) {
        retried = true;
        return json(200, { outcome: 'published', guid: held.guid, version: 2, news_id: 12, unmapped: [] });
      }
      if (call.path === ingest.staffKeys.path) return json(200, { data: [] });
      if (call.path === endpoints.lookups.categories.path)
        return json(200, { data: [{ id: 4, name: 'Disasters', name_ne: 'विपद्', slug: 'disasters' }] });
      return undefined;
    });
    renderIngest(staffMember());

    expect(await screen.findByText(/No key is set/)).toBeInTheDocument();
    const key = screen.getByLabelText(/Secret token/);
    await fill(key, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText(/at least 16 characters/)).toBeInTheDocument();
    await fill(key, 'a long enough secret token');
    await userEvent.click(screen.getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(notices).toContain('Superdesk push key saved'));
    expect(calls.find((call) => call.method === 'PUT' && call.path === ingest.saveSettings.path)?.body).toEqual({
      key: 'a long enough secret token',
    });

    // The held item's unmapped value fills the form; the target is a category chosen by name.
    const items = screen.getByRole('table', { name: 'Ingested items' });
    await userEvent.click(await within(items).findByRole('button', { name: 'Map category:subject:17000000' }));
    const form = screen.getByRole('form', { name: 'New mapping' });
    expect(within(form).getByRole('textbox', { name: /Incoming value/ })).toHaveValue('subject:17000000');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Target' }));
    expect(screen.getByRole('option', { name: 'Ignore this value' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Disasters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT' && call.path === ingest.saveMapping.path)?.body).toEqual({
        kind: 'category',
        value: 'subject:17000000',
        target: '4',
      }),
    );

    await userEvent.click(within(items).getByRole('button', { name: 'Apply again' }));
    await waitFor(() => expect(notices).toContain('Applied again: published'));
  });

  it('shows a desk editor the mappings and held items but not the Superdesk key or the staff API keys', async () => {
    const calls = fakeApi((call) => {
      if (call.path === ingest.mappings.path) return json(200, { data: [] });
      if (call.path === ingest.items.path) return json(200, { data: [held] });
      if (call.path === endpoints.lookups.categories.path) return json(200, { data: [] });
      return undefined;
    });
    renderIngest(staffMember(['desk_editor']));

    expect(await screen.findByText('Flood in Koshi')).toBeInTheDocument();
    expect(screen.queryByText(/No key is set/)).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain(ingest.settings.path);
    expect(calls.map((call) => call.path)).not.toContain(ingest.staffKeys.path);
  });
});
