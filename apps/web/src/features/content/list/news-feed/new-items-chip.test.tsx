import type { NewsCard, NewsFeedEvent } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/session/i18n.ts';
import type { ListParams } from '../../../../lib/list-params.ts';
import { newsFeed, receive } from '../../api/news-feed.ts';
import { NewItemsChip } from './new-items-chip.tsx';

const event = (id: number, overrides: Partial<NewsFeedEvent> = {}): NewsFeedEvent => ({
  id,
  title: `Item ${id}`,
  breaking: false,
  language_id: 2,
  category_ids: [1],
  publish_at: '2026-11-24T06:00:00.000Z',
  ...overrides,
});
const allNews: ListParams = { page: 1, query: '', categoryIds: [] };

afterEach(() => newsFeed.reset());

describe('NewItemsChip', () => {
  it('counts the items gone out that fit the list and are not on screen, and brings the list up to date', async () => {
    const onShow = vi.fn(() => newsFeed.markSeen());
    render(<NewItemsChip params={{ ...allNews, categoryIds: [1] }} shown={[{ id: 3 } as NewsCard]} onShow={onShow} />);
    expect(screen.queryByRole('button')).toBeNull();

    act(() => {
      receive(event(1));
      receive(event(2, { category_ids: [5] }));
      receive(event(3));
      receive(event(4));
      receive(event(4));
    });
    await userEvent.click(screen.getByRole('button', { name: '2 new items' }));

    expect(onShow).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps items of another language out of a list narrowed to one', () => {
    render(<NewItemsChip params={{ ...allNews, languageId: 1 }} shown={[]} onShow={() => undefined} />);
    act(() => {
      receive(event(1, { language_id: 1 }));
      receive(event(2, { language_id: 2 }));
    });
    expect(screen.getByRole('button', { name: '1 new item' })).toBeVisible();
  });
});
