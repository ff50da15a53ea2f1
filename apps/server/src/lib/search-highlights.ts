import type { HighlightRanges } from '@portal/shared';
import { FOLDED_AWAY, MIN_PREFIX_LENGTH, normalSearchText } from './search-terms.ts';

/** How a search matched: every word as a word (prefix), or the phrase anywhere in title and summary. */
export type MatchKind = 'words' | 'phrase';

/**
 * `text` normalised as search compares it, with the offset in `text` of the letter each of its UTF-16
 * units came from (and `text.length` after the last), so a span found in the normal form maps back; a
 * letter folded away (a nukta, a joiner) falls inside the span of the word it belongs to. Most text
 * keeps every unit in place (nothing folded away, and lower case, which only ever lengthens a text, as
 * İ, left its length), and is normalised whole rather than letter by letter.
 */
function normalisedWithOrigins(text: string): { normal: string; originOf: (unit: number) => number } {
  const whole = normalSearchText(text);
  if (whole.length === text.length && !FOLDED_AWAY.test(text)) return { normal: whole, originOf: (unit) => unit };
  let normal = '';
  const origins: number[] = [];
  let offset = 0;
  for (const letter of text) {
    const folded = normalSearchText(letter);
    normal += folded;
    for (let unit = 0; unit < folded.length; unit += 1) origins.push(offset);
    offset += letter.length;
  }
  origins.push(offset);
  return { normal, originOf: (unit) => origins[unit] ?? text.length };
}

/**
 * At most this many letters after a stem make a form of it: "election" and "elections" of elect,
 * नेपालको and प्रधानमन्त्रीहरूलाई of नेपाल and प्रधानमन्त्री (Nepali stacks its endings), not "electricity".
 */
const maxEnding = (stem: string) => (/^[a-z]+$/.test(stem) ? 4 : 6);

/** The English stemmer writes a word's final y as i (city and cities → citi, study and studied → studi). */
const withFinalYAsI = (word: string) => (/^[a-z]+y$/.test(word) ? `${word.slice(0, -1)}i` : word);

/**
 * Whether `word` reads as a form of `stem`: it begins with it (its final y read as i) and ends in a few letters
 * more. Stemming every word of a card would cost a query per page.
 */
const isFormOf = (word: string, stem: string) => {
  const form = withFinalYAsI(word);
  return form.startsWith(stem) && [...form].length - [...stem].length <= maxEnding(stem);
};

const matchesWord = (word: string, terms: string[], stems: string[]) =>
  terms.some((term) => (term.length >= MIN_PREFIX_LENGTH ? word.startsWith(term) : word === term)) ||
  stems.some((stem) => isFormOf(word, stem));

/**
 * Where the searched words are in `text` (a card's title or summary, as sent): whole words that start
 * with a searched word (or equal it, for short ones) or are a form of one of `stems` (the searched
 * words' stems) when the search matched words, or each place the phrase occurs when it matched the
 * phrase. Ranges are offsets into `text`, so the web marks them as React elements and no markup ever travels.
 */
export function highlightRanges(text: string, terms: string[], kind: MatchKind, stems: string[] = []): HighlightRanges {
  if (terms.length === 0 || text === '') return [];
  const { normal, originOf } = normalisedWithOrigins(text);
  const spans: [number, number][] = [];
  if (kind === 'phrase') {
    const phrase = terms.join(' ');
    for (let at = normal.indexOf(phrase); at !== -1; at = normal.indexOf(phrase, at + phrase.length)) spans.push([at, at + phrase.length]);
  } else {
    for (const word of normal.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
      if (matchesWord(word[0], terms, stems)) spans.push([word.index, word.index + word[0].length]);
    }
  }
  return spans.map(([start, end]) => [originOf(start), originOf(end)]);
}
