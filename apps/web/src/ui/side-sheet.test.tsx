import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { SideSheet } from './side-sheet.tsx';

/** The browser's modal dialog closes by its cancel event (Escape) and by a press on itself (the backdrop), not on its content. */
describe.each([
  [
    'SideSheet',
    (open: boolean, onClose: () => void) => (
      <SideSheet open={open} onClose={onClose} side="left" label="Menu">
        <a href="#x">Entry</a>
      </SideSheet>
    ),
  ],
  [
    'Dialog',
    (open: boolean, onClose: () => void) => (
      <Dialog open={open} onClose={onClose} labelledBy="title">
        <h2 id="title">Menu</h2>
        <a href="#x">Entry</a>
      </Dialog>
    ),
  ],
])('%s', (_, draw) => {
  it('opens as a modal dialog and asks to close on Escape and on the backdrop, not on its content', () => {
    const onClose = vi.fn();
    const { rerender } = render(draw(false, onClose));
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(draw(true, onClose));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.click(screen.getByRole('link', { name: 'Entry' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(draw(false, onClose));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
