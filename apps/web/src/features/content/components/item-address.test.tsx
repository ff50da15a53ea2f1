import { ITEM_KINDS, ITEM_WEB_SECTIONS, type ItemKind, itemWebPath } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ItemAddress } from './item-address.tsx';

const ROUTES = [
  ...ITEM_KINDS.map((kind) => ({ path: `${ITEM_WEB_SECTIONS[kind]}/:id`, element: <ItemAddress kind={kind} /> })),
  { path: '/news', element: <p>News list</p> },
  { path: '/feature-photos', element: <p>Photo list</p> },
  { path: '/videos/:id/detail', element: <p>Video page</p> },
];

describe('an item’s web address', () => {
  it.each<[ItemKind, string, string]>([
    ['news', '/news?news=12', 'News list'],
    ['gallery', '/feature-photos?gallery=12', 'Photo list'],
    ['video', '/videos/12/detail', 'Video page'],
  ])('opens the %s item on the screen that shows it', async (kind, screenPath, screenText) => {
    const { address } = renderRoutes(ROUTES, itemWebPath(kind, 12));
    expect(await screen.findByText(screenText)).toBeInTheDocument();
    expect(address()).toBe(screenPath);
  });

  it('opens the list for an address that names no item', async () => {
    const { address } = renderRoutes(ROUTES, '/news/latest');
    expect(await screen.findByText('News list')).toBeInTheDocument();
    expect(address()).toBe('/news');
  });
});
