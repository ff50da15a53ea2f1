import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { newsFeed, receive } from '../../api/news-feed.ts';
import { BreakingNewsNotice } from './breaking-news-notice.tsx';

vi.mock('../../../../lib/server-events.ts', () => ({ followServerEvents: () => Promise.resolve() }));

const item = { title: 'Earthquake in Jajarkot', language_id: 2, category_ids: [1], publish_at: '2026-11-24T06:00:00.000Z' };

afterEach(() => newsFeed.reset());

describe('BreakingNewsNotice', () => {
  it('announces breaking news only, and opens it from Read', async () => {
    const { address } = renderRoutes([{ path: '*', element: <BreakingNewsNotice /> }], '/videos');
    act(() => receive({ ...item, id: 1, title: 'Markets close higher', breaking: false }));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => receive({ ...item, id: 2, breaking: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Earthquake in Jajarkot');
    await userEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(address()).toBe('/news?news=2');
    expect(newsFeed.snapshot().breaking).toBeNull();
  });

  it('is dismissed with Close', async () => {
    renderRoutes([{ path: '*', element: <BreakingNewsNotice /> }], '/news');
    act(() => receive({ ...item, id: 3, breaking: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(newsFeed.snapshot().breaking).toBeNull();
  });
});
