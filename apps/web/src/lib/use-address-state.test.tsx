import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressState } from './use-address-state.ts';

type Change = ReturnType<typeof useAddressState>[1];

const handle: { change?: Change } = {};

function Probe() {
  handle.change = useAddressState()[1];
  return null;
}

function setUp() {
  const router = createMemoryRouter([{ path: '/news', element: <Probe /> }], { initialEntries: ['/news?q=metro'] });
  render(<RouterProvider router={router} />);
  const set = (key: string, value: string) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    next.set(key, value);
    return next;
  };
  return { router, change: () => handle.change as Change, set };
}

describe('useAddressState', () => {
  it('keeps both of two edits made before the address re-renders', async () => {
    const { router, change, set } = setUp();
    await act(async () => {
      const edit = change();
      edit(set('from', '2020-01-01'));
      edit(set('to', '2020-01-31'));
    });
    expect(router.state.location.search).toBe('?q=metro&from=2020-01-01&to=2020-01-31');
  });

  it('builds on an address it did not write, such as Back', async () => {
    const { router, change, set } = setUp();
    await act(async () => change()(set('lang', '2')));
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=metro');
    await act(async () => change()(set('cat', '1')));
    expect(router.state.location.search).toBe('?q=metro&cat=1');
  });
});
