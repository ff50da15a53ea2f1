import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component.ts';

const unhandled = vi.fn();
process.on('unhandledRejection', unhandled);
afterEach(() => unhandled.mockClear());

const Loaded = () => <p>Loaded</p>;

describe('lazyComponent', () => {
  it('lets a preload fail quietly and asks again when the component renders', async () => {
    // A plain function: a mock would handle the rejection itself, recording how its call settled.
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Loaded);
    };
    const Lazy = lazyComponent(load);
    Lazy.preload();
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
