import type { Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/session/i18n.ts';
import { CardCover } from './card-cover.tsx';
import { PagedGrid } from './paged-grid.tsx';

type Item = { id: number };
const items: Item[] = [1, 2, 3, 4, 5].map((id) => ({ id }));
const list = {
  isPending: false,
  isError: false,
  isFetching: false,
  data: { data: items, meta: { current_page: 1, last_page: 1, per_page: 5, total: 5, from: 1, to: 5 } },
} as unknown as UseQueryResult<Paged<Item>>;

function loadingOfEachPicture(prioritizeFirstRow?: boolean) {
  const { container } = render(
    <PagedGrid
      list={list}
      page={1}
      onPage={() => undefined}
      label="Cards"
      empty={{ title: 'None', hint: '' }}
      prioritizeFirstRow={prioritizeFirstRow}
      renderItem={(item, { priority }) => (
        <CardCover
          key={item.id}
          src={`/media/${item.id}.jpg`}
          renditions={[{ width: 320, url: `/media/${item.id}.webp` }]}
          priority={priority}
        />
      )}
    />,
  );
  return [...container.querySelectorAll('img')].map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PagedGrid', () => {
  it('gives the pictures of the cards of the first row the priority, as many as a row holds at this width', () => {
    vi.stubGlobal('innerWidth', 1280);
    expect(loadingOfEachPicture()).toEqual(['eager high', 'eager high', 'eager high', 'lazy null', 'lazy null']);
    vi.stubGlobal('innerWidth', 400);
    expect(loadingOfEachPicture().slice(0, 2)).toEqual(['eager high', 'lazy null']);
  });

  it('gives none the priority when other cards come first on the page', () => {
    vi.stubGlobal('innerWidth', 1280);
    expect(loadingOfEachPicture(false)).toEqual(['lazy null', 'lazy null', 'lazy null', 'lazy null', 'lazy null']);
  });
});
