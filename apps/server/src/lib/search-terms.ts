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

/** A word (matched as written, as a prefix or by its stem), or words in quotes (adjacent, each as written). */
export type SearchClause = { words: string[]; phrase: boolean };

/**
 * A search box read in the websearch style (lib/search-query.ts `parseSearchQuery`): an item matches when it matches one clause of every group
 * (`a OR b` is one group of two) and none of `excluded` (`-word`, `-"a phrase"`).
 */
export type SearchQuery = { groups: SearchClause[][]; excluded: SearchClause[] };

/** A word typed in Latin letters → its Devanagari reading the archive holds (romanized Nepali), searched as well as the word. */
export type NepaliReadings = Record<string, string>;

/** A word typed → the stems of it search_vector holds (migration search-stems: `to_tsvector('portal_stem', word)`), content/search-stems.ts. */
export type WordStems = Record<string, string[]>;

/** What a query's words match besides themselves. */
export type WordForms = { readings?: NepaliReadings; stems?: WordStems };

/** A stem of one letter ("भ" of भने and भएको) joins unrelated words, and is not searched. */
export const MIN_STEM_LENGTH = 2;
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;
/** Stems come from the database: only word characters long enough to be a stem reach tsquery text. */
const searchableStems = (word: string, forms: WordForms) =>
  (forms.stems?.[word] ?? []).filter((stem) => WORD.test(stem) && [...stem].length >= MIN_STEM_LENGTH);

/** How a word outside quotes is matched: its text in a tsquery, and whether that already matches one of its stems. */
type WordForm = { text: (term: string) => string; covers: (term: string, stem: string) => boolean };
const isPrefix = (term: string) => [...term].length >= MIN_PREFIX_LENGTH;
const PREFIX: WordForm = {
  text: (term) => (isPrefix(term) ? `${term}:*` : term),
  covers: (term, stem) => (isPrefix(term) ? stem.startsWith(term) : stem === term),
};
const WHOLE: WordForm = { text: (term) => term, covers: (term, stem) => stem === term };
const anyOf = (alternatives: string[]) => {
  const distinct = [...new Set(alternatives)];
  return distinct.length > 1 ? `(${distinct.join(' | ')})` : (distinct[0] ?? '');
};

/** A word outside quotes: as `form` says (a prefix, or whole), its Nepali reading so too, or one of its stems whole. */
const wordTsQuery = (word: string, forms: WordForms, form: WordForm) => {
  const reading = forms.readings?.[word];
  const stems = searchableStems(word, forms).filter((stem) => !form.covers(word, stem));
  return anyOf([form.text(word), ...(reading ? [form.text(reading)] : []), ...stems]);
};

/**
 * Words in quotes: adjacent, each as written or (from three letters) with an ending, as a Nepali phrase
 * takes its case ending on its last word ("निर्वाचन आयोग" in निर्वाचन आयोगले); weight A, so a stem's
 * position is never taken for them.
 */
const phraseWord = (word: string) => (isPrefix(word) ? `${word}:*A` : `${word}:A`);
const phraseTsQuery = (words: string[]) => (words.length > 1 ? `(${words.map(phraseWord).join(' <-> ')})` : phraseWord(words[0] ?? ''));

const clauseTsQuery = (clause: SearchClause, forms: WordForms, form: WordForm) =>
  clause.phrase ? phraseTsQuery(clause.words) : wordTsQuery(clause.words[0] ?? '', forms, form);

/**
 * `to_tsquery('simple', …)` text of a SearchQuery: every group (one of its clauses), none of the exclusions
 * (a word excluded whole or by its stem, never as a prefix): `(elections:* | elect) & !(cities | citi)`.
 * Only word characters reach it, so it cannot be malformed.
 */
function tsQueryOf(query: SearchQuery, forms: WordForms, form: WordForm) {
  const groups = query.groups.map((group) => anyOf(group.map((clause) => clauseTsQuery(clause, forms, form))));
  const excluded = query.excluded.map((clause) => `!${clauseTsQuery(clause, { stems: forms.stems }, WHOLE)}`);
  return [...groups, ...excluded].join(' & ');
}

/** `to_tsquery` text matching each word outside quotes as a prefix, by its Nepali reading or by its stem. */
export const matchTsQuery = (query: SearchQuery, forms: WordForms = {}) => tsQueryOf(query, forms, PREFIX);

/** `to_tsquery` text of plain words, each as a prefix, with no stems (what bench/alert-fan-out.ts stores for its alerts). */
export const prefixTsQuery = (terms: string[], readings: NepaliReadings = {}) =>
  matchTsQuery({ groups: terms.map((term) => [{ words: [term], phrase: false }]), excluded: [] }, { readings });

/** `to_tsquery` text matching each word whole (or its reading, or its stem): what counts double in a rank. */
export const wholeWordsTsQuery = (query: SearchQuery, forms: WordForms = {}) => tsQueryOf(query, forms, WHOLE);

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
