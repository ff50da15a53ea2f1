import { endpoints, pathWith } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from '../../../../lib/clipboard.ts';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../../test/signed-in.ts';
import { galleryDetail } from '../../testing/fixtures.ts';
import { GalleryDialog } from './gallery-dialog.tsx';

vi.mock('../../../../lib/clipboard.ts', () => ({ copyToClipboard: vi.fn() }));

const pokhara = {
  province: { id: 4, en: 'Gandaki', ne: 'गण्डकी' },
  district: { id: 38, en: 'Kaski', ne: 'कास्की' },
  local_level: { id: 414, en: 'Pokhara', ne: 'पोखरा' },
};

function openGallery(gallery = galleryDetail()) {
  fakeApi((call) => {
    if (call.path === pathWith(endpoints.gallery.detail.path, { id: 12 })) return json(200, { data: gallery });
    if (call.path.includes('/count-')) return json(200, { message: 'ok' });
    return undefined;
  });
  renderRoutes([{ path: '*', element: <GalleryDialog id={12} onClose={vi.fn()} /> }], '/feature-photos', signedInAs(houseMember('viewer')));
}

describe('GalleryDialog and the place', () => {
  it('shows the place under the date and starts the copied description with it', async () => {
    openGallery(galleryDetail({ place: pokhara }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Phewa at dawn' }));
    expect(await dialog.findByText('Pokhara, Kaski, Gandaki')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy Description' }));
    expect(copyToClipboard).toHaveBeenCalledWith(
      'Pokhara, Kaski, Gandaki — Boats wait for the light.',
      '<p><strong>Pokhara, Kaski, Gandaki</strong></p><p>Boats wait for the light.</p>',
    );
  });

  it('shows no place line and copies the description alone for a gallery without one', async () => {
    openGallery(galleryDetail({ place: null }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Phewa at dawn' }));
    expect(await dialog.findByText('Boats wait for the light.')).toBeInTheDocument();
    expect(dialog.queryByText(/Gandaki/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy Description' }));
    expect(copyToClipboard).toHaveBeenLastCalledWith('Boats wait for the light.', '<p>Boats wait for the light.</p>');
  });
});
