import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/session/i18n.ts';
import { PrintLayout } from './print-layout.tsx';

const item = {
  title: 'Fewa lake cleaned',
  publishAt: '2026-11-27T05:00:00Z',
  bodyHtml: '<p>Volunteers cleaned the lake.</p>',
  pictures: [
    { src: '/media/a.jpg', caption: 'Fewa lake cleaned — picture 1 of 2' },
    { src: '/media/b.jpg', caption: 'Fewa lake cleaned — picture 2 of 2' },
  ],
  credit: 'Rastriya Samachar Sewa',
  notice: { usage_terms: '', editor_note: '' },
};

afterEach(() => vi.restoreAllMocks());

describe('print layout', () => {
  it('shows headline, dateline, body, pictures with captions and the credit', () => {
    render(<PrintLayout item={item} autoPrint={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fewa lake cleaned' })).toBeInTheDocument();
    expect(screen.getByText('Volunteers cleaned the lake.')).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27T05:00:00Z');
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Fewa lake cleaned — picture 2 of 2' })).toHaveAttribute('src', '/media/b.jpg');
    expect(screen.getByText('Credit: Rastriya Samachar Sewa')).toBeInTheDocument();
  });

  it('prints the place beside the date, and the usage terms and editor’s note above the text', () => {
    const place = {
      province: { id: 4, en: 'Gandaki', ne: 'गण्डकी' },
      district: { id: 40, en: 'Kaski', ne: 'कास्की' },
      local_level: null,
    };
    const notice = { usage_terms: 'Not for broadcast before 18:00', editor_note: 'Names withheld' };
    render(<PrintLayout item={{ ...item, place, notice }} autoPrint={false} />);
    expect(screen.getByText(/Kaski, Gandaki/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Not for broadcast before 18:00');
    expect(screen.getByRole('note')).toHaveTextContent('Names withheld');
  });

  it('opens the print dialog by itself only when asked to', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { unmount } = render(<PrintLayout item={{ ...item, pictures: [] }} autoPrint={false} />);
    unmount();
    expect(print).not.toHaveBeenCalled();
    render(<PrintLayout item={{ ...item, pictures: [] }} autoPrint />);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
