import { MAX_ZIP_ITEMS, type NewsCard as NewsCardData } from '@portal/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../../lib/session/i18n.ts';
import { NewsCard } from './news-card.tsx';
import { toggled, useNewsSelection } from './news-selection.ts';

const drawn: string[] = [];
vi.mock('../shared/content-card.tsx', () => ({
  ContentCard: (props: { title: string; overlay?: ReactNode; onOpen: () => void }) => {
    drawn.push(props.title);
    return (
      <article>
        {props.overlay}
        <button type="button" onClick={props.onOpen}>
          {props.title}
        </button>
      </article>
    );
  },
}));

const card = (id: number, title: string): NewsCardData => ({
  id,
  title,
  meta_description: '',
  images_count: 0,
  thumbnail: null,
  thumbnail_renditions: [],
  categories: [],
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
});
const cards = [card(1, 'Budget passed'), card(2, 'Floods in the Terai')];
const onOpen = vi.fn();

function List() {
  const selection = useNewsSelection();
  return (
    <>
      <button type="button" onClick={() => selection.setSelecting(!selection.active)}>
        toggle mode
      </button>
      <output>{selection.ids.join(',')}</output>
      {cards.map((news) => (
        <NewsCard
          key={news.id}
          news={news}
          onOpen={onOpen}
          selection={selection.active ? { selected: selection.ids.includes(news.id), onToggle: selection.toggle } : undefined}
        />
      ))}
    </>
  );
}

describe('toggled', () => {
  it('adds and removes ids in the order chosen', () => {
    const one = toggled({ ids: [], refused: false }, 4);
    expect(toggled(one, 9)).toEqual({ ids: [4, 9], refused: false });
    expect(toggled({ ids: [4, 9], refused: false }, 4)).toEqual({ ids: [9], refused: false });
  });

  it(`refuses a choice past ${MAX_ZIP_ITEMS} and says so`, () => {
    const full = { ids: Array.from({ length: MAX_ZIP_ITEMS }, (_, index) => index + 1), refused: false };
    expect(toggled(full, 999)).toEqual({ ids: full.ids, refused: true });
    expect(toggled(full, 1).ids).toHaveLength(MAX_ZIP_ITEMS - 1);
  });
});

describe('selecting news cards', () => {
  it('checks a card by its box or a click, redrawing only that card; open is not called while selecting', () => {
    render(<List />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'toggle mode' }));
    drawn.length = 0;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Floods in the Terai”' }));
    expect(screen.getByText('2', { selector: 'output' })).toBeInTheDocument();
    expect(drawn).toEqual(['Floods in the Terai']);
    expect(screen.getByRole('checkbox', { name: 'Select “Floods in the Terai”' })).toBeChecked();
    drawn.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Budget passed' }));
    expect(screen.getByText('2,1', { selector: 'output' })).toBeInTheDocument();
    expect(drawn).toEqual(['Budget passed']);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('leaving the mode clears the selection, and a click opens again', () => {
    render(<List />);
    fireEvent.click(screen.getByRole('button', { name: 'toggle mode' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Budget passed”' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle mode' }));
    expect(screen.getByText('', { selector: 'output' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Budget passed' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});
