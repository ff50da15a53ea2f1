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
        <NestedMenu />
      </SideSheet>
    ),
  ],
  [
    'Dialog',
    (open: boolean, onClose: () => void) => (
      <Dialog open={open} onClose={onClose} labelledBy="title">
        <h2 id="title">Menu</h2>
        <a href="#x">Entry</a>
        <NestedMenu />
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
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(draw(false, onClose));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an Escape a menu inside takes closes that menu only; the next one closes the dialog', () => {
    const onClose = vi.fn();
    render(draw(true, onClose));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const pressEscapeIn = (target: Element) => {
      fireEvent.keyDown(target, { key: 'Escape' });
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
    };
    pressEscapeIn(screen.getByRole('menu'));
    expect(onClose).not.toHaveBeenCalled();
    pressEscapeIn(screen.getByRole('link', { name: 'Entry' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a press that begins inside and ends outside the content (a menu opened on the press down) closes nothing', () => {
    const onClose = vi.fn();
    render(draw(true, onClose));
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Entry' }));
    // The browser sends the click to the common ancestor of where the press began and ended: the dialog.
    fireEvent.click(screen.getByRole('dialog', { name: 'Menu' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('follows the browser when it closes the dialog without asking', () => {
    const onClose = vi.fn();
    render(draw(true, onClose));
    fireEvent(screen.getByRole('dialog', { name: 'Menu' }), new Event('close'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

/** Takes its Escape and stops it, as an MUI menu does. */
function NestedMenu() {
  return <div role="menu" onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()} />;
}
