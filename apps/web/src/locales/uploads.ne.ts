import type { Widen } from './en.ts';
import type { uploadsEn } from './uploads.en.ts';

/** Nepali texts of the uploads screens; the same keys as uploads.en.ts. */
export const uploadsNe: Widen<typeof uploadsEn> = {
  title: '',
};
