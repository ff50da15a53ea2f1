import { endpoints, type GalleryActivity, type NewsActivity } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../lib/shell-text.ts';
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

const page = <Item,>(items: Item[]) => ({ data: items, meta: { total: items.length, last_page: 1, current_page: 1 } });

const news = (overrides: Partial<NewsActivity>): NewsActivity => ({
  id: 5,
  title: 'Budget passed',
  meta_description: 'The house passed the budget.',
  images_count: 0,
  thumbnail: null,
  thumbnail_renditions: [],
  categories: [],
  language_id: 1,
  pin: false,
  breaking: false,
  urgent: false,
  auto_post: false,
  revised_at: null,
  activity_at: '2026-11-24T06:00:00.000Z',
  activity_by: 'Gita Rai',
  ...dates,
  ...overrides,
});

afterEach(() => changeLanguage('en'));

describe('ActivityTimeline', () => {
  it('says who of the media house acted last on each item, beside the time', async () => {
    fakeApi((call) =>
      call.path === endpoints.news.myActivities.path
        ? json(200, page([news({}), news({ id: 6, title: 'Rain warning', activity_by: 'Hari KC' })]))
        : undefined,
    );
    renderRoutes([{ path: '*', element: <ActivityTimeline kind="news" onOpen={vi.fn()} /> }], '/activities');
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first as HTMLElement).getByText(/· by Gita Rai$/)).toContainElement(within(first as HTMLElement).getByRole('time'));
    expect(second).toHaveTextContent('· by Hari KC');
  });

  it('says it in Nepali too', async () => {
    await changeLanguage('ne');
    fakeApi((call) => (call.path === endpoints.news.myActivities.path ? json(200, page([news({})])) : undefined));
    renderRoutes([{ path: '*', element: <ActivityTimeline kind="news" onOpen={vi.fn()} /> }], '/activities');
    expect(await screen.findByRole('listitem')).toHaveTextContent('· Gita Rai द्वारा');
  });

  it('shows a gallery’s description as plain text, not its markup', async () => {
    const gallery: GalleryActivity = {
      id: 7,
      title: 'Rara Lake in autumn',
      description: '<p>Five views of <strong>Rara</strong> &amp; Mugu</p><p>By the agency</p>',
      images: [],
      images_count: 5,
      thumbnail: null,
      thumbnail_renditions: [],
      activity_at: '2026-11-24T06:00:00.000Z',
      activity_by: 'Gita Rai',
      ...dates,
    };
    fakeApi((call) => (call.path === endpoints.gallery.myActivities.path ? json(200, page([gallery])) : undefined));
    renderRoutes([{ path: '*', element: <ActivityTimeline kind="gallery" onOpen={vi.fn()} /> }], '/activities');
    const entry = await screen.findByRole('listitem');
    expect(entry).toHaveTextContent('Five views of Rara & Mugu By the agency');
    expect(entry).not.toHaveTextContent('<p>');
  });
});
