import { endpoints, pathWith, type UserProfile } from '@portal/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from '../../../../lib/clipboard.ts';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { houseMember, signedInAs } from '../../../../test/signed-in.ts';
import { emptyPage, videoDetail } from '../../testing/fixtures.ts';
import { VideoDetailPage } from './video-detail-page.tsx';

vi.mock('../../../../lib/clipboard.ts', () => ({ copyToClipboard: vi.fn() }));

function openVideo(profile: UserProfile, video = videoDetail()) {
  fakeApi((call) => {
    if (call.path === pathWith(endpoints.videos.detail.path, { id: 9 })) return json(200, { data: video });
    if (call.path.includes('/count-')) return json(200, { message: 'ok' });
    return json(200, emptyPage);
  });
  renderRoutes([{ path: '/videos/:id', element: <VideoDetailPage /> }], '/videos/9', signedInAs(profile));
}

describe('VideoDetailPage and the media house roles', () => {
  it('a viewer watches and copies, with no Download (nor the player’s own)', async () => {
    openVideo(houseMember('viewer'));
    expect(await screen.findByRole('heading', { name: 'Flood in Koshi', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Description' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /download/i })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Flood in Koshi', { selector: 'video' })).toHaveAttribute('controlslist', 'nodownload');
  });

  it('a reporter downloads the video', async () => {
    openVideo(houseMember('reporter'));
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByLabelText('Flood in Koshi', { selector: 'video' })).not.toHaveAttribute('controlslist');
  });
});

describe('VideoDetailPage and the place', () => {
  it('shows the place under the headline and starts the copied description with it', async () => {
    const place = {
      province: { id: 1, en: 'Koshi', ne: 'कोशी' },
      district: { id: 4, en: 'Sunsari', ne: 'सुनसरी' },
      local_level: null,
    };
    openVideo(houseMember('viewer'), videoDetail({ place }));
    expect(await screen.findByText('Sunsari, Koshi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Description' }));
    expect(copyToClipboard).toHaveBeenCalledWith(
      'Sunsari, Koshi — Water rises.',
      '<p><strong>Sunsari, Koshi</strong></p><p>Water rises.</p>',
    );
  });

  it('shows no place line for a video without one', async () => {
    openVideo(houseMember('viewer'), videoDetail({ place: null }));
    expect(await screen.findByRole('heading', { name: 'Flood in Koshi', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Sunsari, Koshi')).not.toBeInTheDocument();
  });
});
