import { endpoints, pathWith } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render-routes.tsx';
import { newsDetail, videoDetail } from '../../testing/fixtures.ts';
import { RelatedItems } from './related-items.tsx';

function showRelated(element: React.ReactElement, path: string, answerPath: string, data: unknown[]) {
  const calls = fakeApi((call) => (call.path === answerPath ? json(200, { data }) : undefined));
  renderRoutes([{ path: '*', element }], path);
  return calls;
}

describe('RelatedItems', () => {
  it('lists the related news, each opening in the news dialog over the same screen', async () => {
    showRelated(<RelatedItems kind="news" id={5} />, '/news?page=2&news=5', pathWith(endpoints.relatedItems.news.path, { id: 5 }), [
      newsDetail({ id: 8, title: 'Budget debated' }),
      newsDetail({ id: 3, title: 'Budget drafted' }),
    ]);
    const section = await screen.findByRole('region', { name: 'More like this' });
    const links = section.querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual([
      expect.stringContaining('Budget debated'),
      expect.stringContaining('Budget drafted'),
    ]);
    expect(screen.getByRole('link', { name: /Budget debated/ })).toHaveAttribute('href', '/news?page=2&news=8');
  });

  it('opens a related video on its page', async () => {
    showRelated(<RelatedItems kind="video" id={9} />, '/videos/9/detail', pathWith(endpoints.relatedItems.videos.path, { id: 9 }), [
      videoDetail({ id: 4, title: 'Koshi barrage gates' }),
    ]);
    expect(await screen.findByRole('link', { name: /Koshi barrage gates/ })).toHaveAttribute('href', '/videos/4/detail');
  });

  it.each([
    ['has none', pathWith(endpoints.relatedItems.gallery.path, { id: 12 })],
    ['cannot have them', '/refused'],
  ])('shows nothing when the item %s', async (_case, answerPath) => {
    showRelated(<RelatedItems kind="gallery" id={12} />, '/feature-photos?gallery=12', answerPath, []);
    expect(await screen.findByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region', { name: 'More like this' })).not.toBeInTheDocument();
  });
});
