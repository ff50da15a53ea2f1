import { useCallback, useState } from 'react';

/** A boolean kept in local storage under `key`, so the choice survives a reload. */
export function useRememberedFlag(key: string, initial = false) {
  const [value, setValue] = useState(() => {
    const stored = localStorage.getItem(key);
    return stored === null ? initial : stored === '1';
  });
  const update = useCallback(
    (next: boolean) => {
      localStorage.setItem(key, next ? '1' : '0');
      setValue(next);
    },
    [key],
  );
  return [value, update] as const;
}
