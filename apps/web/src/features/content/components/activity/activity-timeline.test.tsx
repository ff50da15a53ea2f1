import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { ActivityTimeline } from './activity-timeline.tsx';

const dates = {
  publish_at: '2026-11-20T06:00:00.000Z',
  parsed_publish_at: '2026-11-20T06:00:00.000Z',
  format_parsed_publish_at: '',
  format_parsed_created_at: '',
  created_at: '2026-11-20T06:00:00.000Z',
  updated_at: '2026-11-20T06:00:00.000Z',
};

describe('ActivityTimeline', () => {
  it('shows a gallery’s description as plain text, not its markup', async () => {
    const gallery = {
      id: 7,
      title: 'Rara Lake in autumn',
      description: '<p>Five views of <strong>Rara</strong> &amp; Mugu</p><p>By the agency</p>',
      images: [],
      images_count: 5,
      thumbnail: null,
      activity_at: '2026-11-24T06:00:00.000Z',
      ...dates,
    };
    fakeApi((call) =>
      call.path === '/api/auth/v2/client/gallery/my-activities'
        ? json(200, { data: [gallery], meta: { total: 1, last_page: 1, current_page: 1 } })
        : undefined,
    );
    renderRoutes([{ path: '*', element: <ActivityTimeline kind="gallery" onOpen={vi.fn()} /> }], '/activities');
    const entry = await screen.findByRole('listitem');
    expect(entry).toHaveTextContent('Five views of Rara & Mugu By the agency');
    expect(entry).not.toHaveTextContent('<p>');
  });
});
