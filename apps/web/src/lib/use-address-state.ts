import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * `useSearchParams` whose functional updates build on the previous update even before the address
 * has re-rendered. React Router hands its updater the parameters of the last render, and renders a
 * navigation in a transition, so two quick edits (a range's From, then its To) would lose the first.
 */
export function useAddressState() {
  const [search, setSearch] = useSearchParams();
  const inFlight = useRef<string[]>([]);
  const shownText = search.toString();

  useEffect(() => {
    const shown = inFlight.current.indexOf(shownText);
    // An address this hook did not write (Back, a link) ends every update still on its way.
    inFlight.current = shown === -1 ? [] : inFlight.current.slice(shown + 1);
  }, [shownText]);

  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const latest = inFlight.current.at(-1);
      const written = next(new URLSearchParams(latest ?? search));
      inFlight.current.push(written.toString());
      setSearch(written, options);
    },
    [search, setSearch],
  );

  return [search, change] as const;
}
