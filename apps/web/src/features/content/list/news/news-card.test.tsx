import type { NewsCard as NewsCardData } from '@portal/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/session/i18n.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { NewsCard } from './news-card.tsx';

const card: NewsCardData = {
  id: 7,
  title: 'Budget session opens',
  meta_description: 'The house met at noon.',
  images_count: 0,
  thumbnail: null,
  thumbnail_renditions: [],
  categories: [{ id: 1, name: 'Politics' }],
  language_id: 2,
  pin: false,
  breaking: false,
  urgent: false,
  auto_post: false,
  revised_at: null,
  publish_at: '2026-11-20T06:00:00.000Z',
  parsed_publish_at: '2026-11-20T06:00:00.000Z',
  format_parsed_publish_at: '2026-11-20 11:45',
  format_parsed_created_at: '2026-11-20 11:45',
  created_at: '2026-11-20T06:00:00.000Z',
  updated_at: '2026-11-20T06:00:00.000Z',
};

/** The chips name categories from the lookups: a query cache, and an API that knows none (the English names stay). */
function render(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderPlain(ui, { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
}

beforeEach(() => {
  fakeApi(() => undefined);
});

describe('NewsCard', () => {
  it('tells of the intent to open it when a pointer, a finger or the focus reaches it, not while choosing items', () => {
    const onIntent = vi.fn();
    const { rerender } = render(<NewsCard news={card} onOpen={() => undefined} onIntent={onIntent} />);
    const opener = screen.getByRole('button', { name: /Budget session opens/ });
    fireEvent.pointerEnter(opener);
    fireEvent.touchStart(opener);
    fireEvent.focus(opener);
    expect(onIntent.mock.calls).toEqual([[7], [7], [7]]);

    onIntent.mockClear();
    rerender(
      <NewsCard news={card} onOpen={() => undefined} onIntent={onIntent} selection={{ selected: false, onToggle: () => undefined }} />,
    );
    fireEvent.pointerEnter(opener);
    expect(onIntent).not.toHaveBeenCalled();
  });

  it('says "Updated" beside the date only once the agency corrected the item', () => {
    const { rerender } = render(<NewsCard news={card} onOpen={() => undefined} />);
    expect(screen.queryByText(/Updated/)).toBeNull();
    rerender(<NewsCard news={{ ...card, revised_at: '2026-11-21T06:00:00.000Z' }} onOpen={() => undefined} />);
    expect(screen.getByText(/· Updated/)).toBeInTheDocument();
  });

  it('marks an item auto-posted to the client’s social pages', () => {
    render(<NewsCard news={{ ...card, auto_post: true }} onOpen={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Auto Posted Content' })).toBeInTheDocument();
  });

  it('marks breaking news on its cover', () => {
    const { rerender } = render(<NewsCard news={card} onOpen={() => undefined} />);
    expect(screen.queryByText('Breaking')).toBeNull();
    rerender(<NewsCard news={{ ...card, breaking: true }} onOpen={() => undefined} />);
    expect(screen.getByText('Breaking')).toBeVisible();
  });

  it('loads its picture from the renditions: at once and first in the first row, when scrolled near otherwise', () => {
    const pictured = {
      ...card,
      thumbnail: '/media/news/thumbnails/a.jpg?expires=1&signature=s',
      thumbnail_renditions: [
        { width: 320, url: '/media/news/renditions/a.webp?expires=1&signature=s' },
        { width: 640, url: '/media/news/renditions/b.webp?expires=1&signature=s' },
      ],
    };
    const { container, rerender } = render(<NewsCard news={pictured} priority onOpen={() => undefined} />);
    const image = () => container.querySelector('img') as HTMLImageElement;
    expect(image().getAttribute('srcset')).toBe(
      '/media/news/renditions/a.webp?expires=1&signature=s 320w, /media/news/renditions/b.webp?expires=1&signature=s 640w',
    );
    expect(image().getAttribute('sizes')).toMatch(/^\(max-width: 499px\) calc\(100vw - 24px\), /);
    expect([image().getAttribute('loading'), image().getAttribute('fetchpriority'), image().getAttribute('decoding')]).toEqual([
      'eager',
      'high',
      'async',
    ]);
    rerender(<NewsCard news={pictured} onOpen={() => undefined} />);
    expect([image().getAttribute('loading'), image().getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });

  it('shows the thumbnail alone for a picture without renditions yet', () => {
    const { container } = render(<NewsCard news={{ ...card, thumbnail: '/media/news/thumbnails/a.jpg' }} onOpen={() => undefined} />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/media/news/thumbnails/a.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
  });
});
