import type { developerEn } from './developer.en.ts';
import type { Widen } from './en.ts';

/** Nepali texts of the developer screens; the same keys as developer.en.ts. */
export const developerNe: Widen<typeof developerEn> = {
  title: '',
};
