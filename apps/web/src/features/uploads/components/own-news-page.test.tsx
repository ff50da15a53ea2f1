import { endpoints, type TeamRole } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../test/signed-in.ts';
import { ownNewsRow } from '../testing/fixtures.ts';
import { OwnNewsPage } from './own-news-page.tsx';

function openUploads(role: TeamRole) {
  fakeApi((call) => {
    if (call.path === endpoints.uploads.list.path)
      return json(200, { data: [ownNewsRow()], meta: { total: 1, current_page: 1, last_page: 1 } });
    return json(200, { data: [], meta: { total: 0, current_page: 1, last_page: 1 } });
  });
  renderRoutes([{ path: '*', element: <OwnNewsPage /> }], '/list-news', signedInAs(houseMember(role)));
}

describe('OwnNewsPage', () => {
  it('names who sent each upload, in its column and (for a phone) under the title', async () => {
    openUploads('reporter');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Sent by' })).toBeInTheDocument();
    const row = await within(table).findByRole('row', { name: /Landslide blocks the highway/ });
    expect(within(row).getByText('Hari KC')).toBeInTheDocument();
    expect(within(row).getByText('Sent by Hari KC')).toBeInTheDocument();
  });

  it('offers Export from editor up; a reporter sends news but does not export', async () => {
    openUploads('reporter');
    expect(await screen.findByRole('link', { name: 'Add News' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('an editor exports', async () => {
    openUploads('editor');
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
