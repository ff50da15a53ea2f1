import { MAX_SEARCH_LENGTH } from '@portal/shared';

const MAX_TERMS = 8;

/**
 * Spellings of one Nepali word that typists mix up, folded to one: a letter with nukta (precomposed,
 * as क़ U+0958, or as क + ़ U+093C) to the letter without it, chandrabindu to anusvara, and the
 * invisible joiners (ZWJ, ZWNJ) left out. The migration search-normal-and-words has the same table in SQL
 * (`search_normal()`, which the bench seed uses too); a test holds the two alike.
 */
const NEPALI_FOLDS: Record<string, string> = {
  '\u0958': 'क',
  '\u0959': 'ख',
  '\u095A': 'ग',
  '\u095B': 'ज',
  '\u095C': 'ड',
  '\u095D': 'ढ',
  '\u095E': 'फ',
  '\u095F': 'य',
  '\u0929': 'न',
  '\u0931': 'र',
  '\u0934': 'ळ',
  '\u0901': '\u0902',
  '\u093C': '',
  '\u200C': '',
  '\u200D': '',
};
const FOLDED = new RegExp(`[${Object.keys(NEPALI_FOLDS).join('')}]`, 'gu');
/** The letters NEPALI_FOLDS leaves out: where they are, the normal form is shorter than the text. */
export const FOLDED_AWAY = new RegExp(
  `[${Object.keys(NEPALI_FOLDS)
    .filter((letter) => NEPALI_FOLDS[letter] === '')
    .join('')}]`,
  'u',
);

/** Text as search compares it: lower case, Nepali spelling variants folded (NEPALI_FOLDS). */
export const normalSearchText = (text: string) => text.toLowerCase().replace(FOLDED, (letter) => NEPALI_FOLDS[letter] ?? '');

/** Words of a search box, normalised: letters (with Devanagari vowel signs), marks and digits; everything else separates. */
export function searchTerms(query: string): string[] {
  const words = normalSearchText(query.slice(0, MAX_SEARCH_LENGTH)).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Shorter words only match whole: a one- or two-letter prefix would match most of the archive. */
export const MIN_PREFIX_LENGTH = 3;

/** A word typed in Latin letters → its Devanagari reading the archive holds (romanized Nepali), searched as well as the word. */
export type NepaliReadings = Record<string, string>;

const asPrefix = (term: string) => ([...term].length >= MIN_PREFIX_LENGTH ? `${term}:*` : term);

/** Every word, or its Nepali reading: `(sarkar:* | सरकार:*) & election:*`. */
const tsQueryOf = (terms: string[], readings: NepaliReadings, form: (term: string) => string) =>
  terms
    .map((term) => {
      const reading = readings[term];
      return reading ? `(${form(term)} | ${form(reading)})` : form(term);
    })
    .join(' & ');

/** `to_tsquery` text matching every word (or its Nepali reading) as a prefix. Only word characters reach it, so it cannot be malformed. */
export const prefixTsQuery = (terms: string[], readings: NepaliReadings = {}) => tsQueryOf(terms, readings, asPrefix);

/** `to_tsquery` text matching every word (or its Nepali reading) whole. */
export const wholeTsQuery = (terms: string[], readings: NepaliReadings = {}) => tsQueryOf(terms, readings, (term) => term);

/** The search box as one trigram-searchable phrase. */
export const searchPhrase = (terms: string[]) => terms.join(' ');

/** `search_text`/`search_head` as stored: normalised as the search box is, one space between words. */
export const searchableText = (...parts: string[]) => normalSearchText(parts.join(' ')).replace(/\s+/g, ' ').trim();

/** The two search columns of an item: every text for whole words, title and description for partial words. */
export const searchColumns = (title: string, description: string, bodyText = '') => ({
  searchText: searchableText(title, description, bodyText),
  searchHead: searchableText(title, description),
});

/** An ILIKE pattern for text containing `text` as typed: `%`, `_` and `\` match literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
