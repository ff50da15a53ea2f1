import { endpoints, pathWith, type ReviewDetail, type ReviewRow } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeApi, json } from '../../../test/fake-api.ts';
import { catchNoticeMessages } from '../../../test/notices.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ReviewItemPage } from './review-item-page.tsx';
import { ReviewQueuePage } from './review-queue-page.tsx';

const notices = catchNoticeMessages();

const row: ReviewRow = {
  id: 9,
  title: 'Flood in Saptari',
  language_id: 2,
  categories_name: [{ id: 1, name: 'Politics' }],
  publish_at: null,
  label: 'Pending',
  user_name: 'Ram Thapa',
  status: 'pending',
  created_at: '2026-11-20T05:00:00.000Z',
  user_id: 4,
  company_name: 'Saptari Khabar',
};
const detail: ReviewDetail = {
  id: 9,
  title: 'Flood in Saptari',
  content: '<p>Water rose overnight.</p>',
  status: 'pending',
  label: 'Pending',
  language_id: 2,
  category_ids: [1],
  categories: [{ id: 1, name: 'Politics' }],
  images: [],
  videos: [],
  pdf: null,
  editable: true,
  review_note: null,
  created_at: '2026-11-20T05:00:00.000Z',
  updated_at: '2026-11-20T05:00:00.000Z',
  client: { id: 4, full_name: 'Ram Thapa', company_name: 'Saptari Khabar', email: 'ram@saptari.example' },
  source_name: null,
  reviewer_name: null,
  reviewed_at: null,
};

function lookups(call: Call) {
  if (call.path === '/api/auth/v2/languages/all') return json(200, { data: [{ id: 2, name: 'English', name_ne: 'अङ्ग्रेजी', code: 'en' }] });
  if (call.path === '/api/auth/v2/categories/all')
    return json(200, { data: [{ id: 1, name: 'Politics', name_ne: 'राजनीति', slug: 'politics' }] });
  return undefined;
}

function openItem() {
  const calls = fakeApi((call) => {
    if (call.path === pathWith(endpoints.review.detail.path, { id: 9 })) return json(200, { data: detail });
    if (call.path === pathWith(endpoints.review.approve.path, { id: 9 })) return json(200, { message: 'Upload approved and published' });
    if (call.path === pathWith(endpoints.review.reject.path, { id: 9 })) return json(200, { message: 'Upload rejected' });
    return lookups(call);
  });
  const view = renderRoutes(
    [
      { path: '/admin/review/:id', element: <ReviewItemPage /> },
      { path: '/admin/review', element: <p>Queue</p> },
    ],
    '/admin/review/9',
  );
  return { ...view, calls };
}

describe('ReviewQueuePage', () => {
  it('opens on the pending uploads with their organisation, and moves between statuses by tab', async () => {
    const calls = fakeApi((call) => {
      if (call.path === endpoints.review.list.path) return json(200, { data: [row], meta: { total: 1, current_page: 1, last_page: 1 } });
      return lookups(call);
    });
    const { address } = renderRoutes([{ path: '/admin/review', element: <ReviewQueuePage /> }], '/admin/review');
    const table = await screen.findByRole('region', { name: 'Client uploads' });
    expect(await within(table).findByText('Flood in Saptari')).toBeInTheDocument();
    expect(within(table).getByText('Saptari Khabar')).toBeInTheDocument();
    const filtersOf = () =>
      calls.filter((call) => call.path === endpoints.review.list.path).map((call) => new URLSearchParams(call.query).get('filters'));
    expect(filtersOf()[0]).toBe(JSON.stringify({ status: 'pending' }));
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(filtersOf().at(-1)).toBe(JSON.stringify({ status: 'rejected' })));
    expect(address()).toBe('/admin/review?status=rejected');
  });
});

describe('ReviewItemPage', () => {
  it('approves with the organisation credited by default, then returns to the queue', async () => {
    const { calls, address } = openItem();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this upload?' });
    expect(within(dialog).getByRole('textbox', { name: 'Source credited' })).toHaveValue('Saptari Khabar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and publish' }));

    await waitFor(() => expect(address()).toBe('/admin/review'));
    expect(calls.find((call) => call.path === pathWith(endpoints.review.approve.path, { id: 9 }))?.body).toEqual({
      source_name: 'Saptari Khabar',
    });
    expect(notices).toContain('Upload approved and published');
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const { calls } = openItem();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this upload?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Note is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === pathWith(endpoints.review.reject.path, { id: 9 }))).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Unverified claims');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === pathWith(endpoints.review.reject.path, { id: 9 }))?.body).toEqual({
        note: 'Unverified claims',
      }),
    );
  });
});
