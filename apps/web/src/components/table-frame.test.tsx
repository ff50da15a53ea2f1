import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableFrame } from './table-frame.tsx';

/** jsdom lays nothing out: the region's widths and scroll position are set as a browser would report them. */
function laidOut(element: HTMLElement, sizes: { content: number; shown: number; scrolled: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: sizes.content });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: sizes.shown });
  element.scrollLeft = sizes.scrolled;
  fireEvent.scroll(element);
}

describe('TableFrame', () => {
  it('is a named region the keyboard can focus, without a faded edge while the table fits', () => {
    render(
      <TableFrame label="All news">
        <table />
      </TableFrame>,
    );
    const region = screen.getByRole('region', { name: 'All news' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).not.toHaveAttribute('data-scrolls');
  });

  it('fades the edges it can scroll towards, and follows the scrolling', () => {
    render(
      <TableFrame label="All news">
        <table />
      </TableFrame>,
    );
    const region = screen.getByRole('region', { name: 'All news' });
    laidOut(region, { content: 900, shown: 400, scrolled: 0 });
    expect(region).toHaveAttribute('data-scrolls', 'end');
    laidOut(region, { content: 900, shown: 400, scrolled: 200 });
    expect(region).toHaveAttribute('data-scrolls', 'both');
    laidOut(region, { content: 900, shown: 400, scrolled: 500 });
    expect(region).toHaveAttribute('data-scrolls', 'start');
  });

  it('is a group, not a second landmark, inside a section of its name', () => {
    render(
      <section aria-label="Members">
        <TableFrame label="Members" inNamedSection>
          <table />
        </TableFrame>
      </section>,
    );
    expect(screen.getAllByRole('region', { name: 'Members' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Members' })).toHaveAttribute('tabindex', '0');
  });
});
