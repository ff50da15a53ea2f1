/**
 * The Media Topics each seeded category starts with, by the category's slug (db/seed.ts, and the migration that
 * made the mapping for installations seeded before it). Opinion has none: it is a genre, not a subject.
 */
export const DEFAULT_CATEGORY_MEDIA_TOPICS: Readonly<Record<string, readonly string[]>> = {
  politics: ['medtop:11000000'],
  economy: ['medtop:04000000'],
  sports: ['medtop:15000000'],
  entertainment: ['medtop:20000002'],
  health: ['medtop:07000000'],
  technology: ['medtop:20000756'],
  international: ['medtop:20000638'],
  society: ['medtop:14000000'],
  province: ['medtop:20000618'],
};
