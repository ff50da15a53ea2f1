import type { romanizedEn } from './romanized.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of romanized Nepali; the same keys as romanized.en.ts. */
export const romanizedNe: Widen<typeof romanizedEn> = {
  switchLabel: 'नेपाली टाइपिङ',
  switchHint: 'रोमन अक्षरमा टाइप गरेको शब्द नेपालीमा बदलिन्छ: sarakaar → सरकार, pokharaa → पोखरा',
  readAs: '<read>{{read}}</read> का नतिजा (<typed>{{typed}}</typed> टाइप गरिएको)',
};
