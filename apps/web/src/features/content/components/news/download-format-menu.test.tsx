import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../../lib/session/i18n.ts';
import DownloadFormatMenu from './download-format-menu.tsx';

describe('the Download menu of a news item', () => {
  it('offers each format, ninjs in each version the server writes, and hands the choice on', async () => {
    const onChoose = vi.fn();
    const anchor = document.createElement('button');
    document.body.append(anchor);
    render(<DownloadFormatMenu id="menu" anchor={anchor} onChoose={onChoose} onClose={() => {}} />);
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.filter((text) => text?.startsWith('ninjs'))).toEqual([
      'ninjs 2.1 JSONIPTC ninjs 2.1, for newsroom systems',
      'ninjs 2.3 JSONIPTC ninjs 2.3, for newsroom systems',
      'ninjs 3.2 JSONIPTC ninjs 3.2, for newsroom systems',
    ]);
    expect(items[0]).toMatch(/^Text/);
    await userEvent.click(screen.getByRole('menuitem', { name: /^ninjs 3\.2 JSON/ }));
    expect(onChoose).toHaveBeenLastCalledWith('ninjs', '3.2');
    await userEvent.click(screen.getByRole('menuitem', { name: /^Text/ }));
    expect(onChoose).toHaveBeenLastCalledWith('text', undefined);
    anchor.remove();
  });
});
