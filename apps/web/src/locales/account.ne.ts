import type { accountEn } from './account.en.ts';
import type { Widen } from './en.ts';

/** Nepali texts of the account screens; the same keys as account.en.ts. */
export const accountNe: Widen<typeof accountEn> = {
  title: '',
};
