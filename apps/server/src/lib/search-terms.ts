import { MAX_SEARCH_LENGTH } from '@portal/shared';

const MAX_TERMS = 8;

/** Words of a search box: letters (with Devanagari vowel signs), marks and digits; everything else separates. */
export function searchTerms(query: string): string[] {
  const words =
    query
      .slice(0, MAX_SEARCH_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Shorter words only match whole: a one- or two-letter prefix would match most of the archive. */
const MIN_PREFIX_LENGTH = 3;

/** `to_tsquery` text matching every word as a prefix. Only word characters reach it, so it cannot be malformed. */
export const prefixTsQuery = (terms: string[]) =>
  terms.map((term) => ([...term].length >= MIN_PREFIX_LENGTH ? `${term}:*` : term)).join(' & ');

/** `to_tsquery` text matching every word whole. */
export const wholeTsQuery = (terms: string[]) => terms.join(' & ');

/** The search box as one trigram-searchable phrase. */
export const searchPhrase = (terms: string[]) => terms.join(' ');

/** `search_text`/`search_head` as stored: lower case, one space between words. */
export const searchableText = (...parts: string[]) => parts.join(' ').toLowerCase().replace(/\s+/g, ' ').trim();

/** The two search columns of an item: every text for whole words, title and description for partial words. */
export const searchColumns = (title: string, description: string, bodyText = '') => ({
  searchText: searchableText(title, description, bodyText),
  searchHead: searchableText(title, description),
});

/** An ILIKE pattern for text containing `text` as typed: `%`, `_` and `\` match literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
