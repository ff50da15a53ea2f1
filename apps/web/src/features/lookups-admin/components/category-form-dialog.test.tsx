import { type CategoryRow, endpoints, type MediaTopic, pathWith } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { CategoryFormDialog } from './category-form-dialog.tsx';

const notices = catchNoticeMessages();
const politics: CategoryRow = {
  id: 1,
  name: 'Politics',
  name_ne: 'राजनीति',
  slug: 'politics',
  position: 0,
  active: true,
  default_usage_terms: '',
};
const topic = (code: string, label_en: string, broader: string[] = [], label_ne?: string): MediaTopic => ({
  code,
  label_en,
  ...(label_ne ? { label_ne } : {}),
  broader,
  retired: false,
});
const POLITICS = topic('medtop:11000000', 'politics', [], 'राजनीति');
const ELECTION = topic('medtop:20000574', 'election', ['medtop:11000000'], 'निर्वाचन');
const LOCAL_ELECTIONS = topic('medtop:20000578', 'local elections', ['medtop:20000574', 'medtop:11000000']);
const topicsPath = pathWith(endpoints.mediaTopics.categoryTopics.path, { id: 1 });

describe('CategoryFormDialog', { timeout: 30_000 }, () => {
  it('shows the category’s Media Topics as chips, searches as staff type, and saves the picked ones with the category', async () => {
    const calls = fakeApi((call) => {
      if (call.path === topicsPath && call.method === 'GET') return json(200, { data: [POLITICS] });
      if (call.path === endpoints.mediaTopics.search.path) {
        const q = new URLSearchParams(call.query).get('q') ?? '';
        const found = [ELECTION, LOCAL_ELECTIONS].filter((one) => q !== '' && one.label_en.includes(q));
        return json(200, { data: found, meta: { total: found.length, current_page: 1, last_page: 1, total_relation: 'exact' } });
      }
      if (call.path === topicsPath && call.method === 'PUT') return json(200, { message: 'Media Topics saved', data: [ELECTION] });
      if (call.path === pathWith(endpoints.lookupsAdmin.categories.update.path, { id: 1 }))
        return json(200, { message: 'Category updated' });
      return undefined;
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CategoryFormDialog
              row={politics}
              fields={[
                { name: 'name', label: 'Name' },
                { name: 'default_usage_terms', label: 'Default usage terms', optional: true },
              ]}
              onClose={() => {}}
            />
          ),
        },
      ],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: /^Default usage terms/ })).not.toBeRequired();
    const chip = await within(dialog).findByText('medtop:11000000 · politics');

    const picker = within(dialog).getByRole('combobox', { name: 'IPTC Media Topics' });
    await userEvent.type(picker, 'elect');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: /local elections \(medtop:20000578\)/ })).toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: /^election \(medtop:20000574\)/ }));
    expect(within(dialog).getByText('medtop:20000574 · election')).toBeInTheDocument();
    const searches = calls.filter((call) => call.path === endpoints.mediaTopics.search.path);
    expect(searches.at(-1)?.query).toBe('?q=elect');

    await userEvent.click(within(chip.closest('.MuiChip-root') as HTMLElement).getByTestId('CancelIcon'));
    expect(within(dialog).queryByText('medtop:11000000 · politics')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices).toContain('Category updated'));
    const saves = calls.filter((call) => call.method === 'PUT').map((call) => call.path);
    expect(saves).toEqual([pathWith(endpoints.lookupsAdmin.categories.update.path, { id: 1 }), topicsPath]);
    expect(calls.find((call) => call.path === topicsPath && call.method === 'PUT')?.body).toEqual({ codes: ['medtop:20000574'] });
  });
});
