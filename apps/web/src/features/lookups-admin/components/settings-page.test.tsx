import { type CategoryRow, endpoints, type PlanRow, pathWith } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { SettingsPage } from './settings-page.tsx';

const notices = catchNoticeMessages();
const tables = endpoints.lookupsAdmin;

const politics: CategoryRow = {
  id: 1,
  name: 'Politics',
  name_ne: 'राजनीति',
  slug: 'politics',
  position: 0,
  active: true,
  default_usage_terms: '',
};
const basic: PlanRow = {
  id: 1,
  name: 'Basic',
  name_ne: 'आधारभूत',
  icon: 'article',
  description: 'News only.',
  description_ne: null,
  monthly_amount: 150_000,
  content_types: ['News'],
  social_automation: false,
  agenda: false,
  is_trial: false,
  trial_days: null,
  screen_options: [{ screen: 1, amount: 0, label: '1 screen' }],
  month_options: [
    { month: 1, amount: 150_000 },
    { month: 3, amount: 450_050 },
  ],
  position: 1,
  active: true,
};

/** Types a whole value at once: typing key by key re-validates the form each time and is slow. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

function openSettings(path: string, answer: (call: Call) => Response | undefined) {
  const calls = fakeApi(answer);
  const view = renderRoutes([{ path: '/admin/settings', element: <SettingsPage /> }], path);
  return { ...view, calls };
}

// The plan and category dialogs are large forms; on a busy machine a whole journey through one outlasts 15 s.
describe('SettingsPage', { timeout: 30_000 }, () => {
  it('lists categories with their Nepali names and adds one, showing the server’s slug refusal under the field', async () => {
    let taken = true;
    const { calls } = openSettings('/admin/settings', (call) => {
      if (call.path === tables.categories.list.path) return json(200, { data: [politics] });
      if (call.path === tables.categories.create.path && taken) {
        taken = false;
        return json(422, {
          message: 'Another category already has this slug',
          errors: { slug: ['Another category already has this slug'] },
        });
      }
      if (call.path === tables.categories.create.path) return json(201, { message: 'Category added', data: { id: 2 } });
      return undefined;
    });
    const table = await screen.findByRole('region', { name: 'Categories' });
    expect(await within(table).findByText('राजनीति')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Agriculture');
    await fill(within(dialog).getByRole('textbox', { name: 'Nepali name' }), 'कृषि');
    await fill(within(dialog).getByRole('textbox', { name: 'Slug' }), 'politics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another category already has this slug')).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: 'Slug' }), 'Agriculture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notices).toContain('Category added');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'Agriculture',
      name_ne: 'कृषि',
      slug: 'agriculture',
      position: 0,
      active: true,
      default_usage_terms: '',
    });
  });

  it('deletes a row after asking, and keeps the tab in the address', async () => {
    const { calls, address } = openSettings('/admin/settings?tab=languages', (call) => {
      if (call.path === tables.languages.list.path)
        return json(200, { data: [{ id: 2, name: 'English', name_ne: 'अंग्रेजी', code: 'en', position: 1 }] });
      if (call.path === tables.languages.remove.path) return json(200, { message: 'Languages deleted' });
      if (call.path === tables.setupValues.list.path) return json(200, { data: [] });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete English' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete language?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((call) => call.path === tables.languages.remove.path)?.body).toEqual({ delete_rows: [2] }));
    expect(notices).toContain('Languages deleted');

    await userEvent.click(await screen.findByRole('tab', { name: 'Setup values' }));
    expect(address()).toBe('/admin/settings?tab=setupValues');
    expect(await screen.findByText('No setup values yet')).toBeInTheDocument();
  });

  it('offers Try again when a list fails to load', async () => {
    let fail = true;
    openSettings('/admin/settings?tab=categories', (call) => {
      if (call.path !== tables.categories.list.path) return undefined;
      return fail ? json(500, { message: 'Server error' }) : json(200, { data: [politics] });
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('राजनीति')).toBeInTheDocument();
  });

  it('edits a plan’s month prices in rupees: rows added and removed, repeats refused, paisa shown as rupees', async () => {
    const { calls } = openSettings('/admin/settings?tab=plans', (call) => {
      if (call.path === tables.subscriptionPlans.list.path) return json(200, { data: [basic] });
      if (call.path === pathWith(tables.subscriptionPlans.update.path, { id: 1 })) return json(200, { message: 'Plan updated' });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Basic' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit plan' });
    expect(within(dialog).getByRole('textbox', { name: 'Nepali name' })).toHaveValue('आधारभूत');
    await fill(within(dialog).getByRole('textbox', { name: 'Nepali description' }), 'समाचार मात्र।');
    const months = within(dialog).getByRole('group', { name: 'Month prices' });
    expect(
      within(months)
        .getAllByRole('spinbutton', { name: 'Price (Rs)' })
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['1500', '4500.5']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add month option' }));
    const monthFields = within(months).getAllByRole('spinbutton', { name: 'Months' });
    await fill(monthFields[2] as HTMLElement, '3');
    await fill(within(months).getAllByRole('spinbutton', { name: 'Price (Rs)' })[2] as HTMLElement, '4000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(months).findByText('Each month count may appear once')).toBeInTheDocument();

    await userEvent.click(within(months).getByRole('button', { name: 'Remove month option 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'PUT')?.body as { month_options: unknown };
    expect(sent).toMatchObject({ name_ne: 'आधारभूत', description_ne: 'समाचार मात्र।' });
    expect(sent.month_options).toEqual([
      { month: 1, amount: 1500 },
      { month: 3, amount: 4000 },
    ]);
  });
});
