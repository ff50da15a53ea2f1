import { MAX_SEARCH_LENGTH } from '@portal/shared';
import { normalSearchText, type SearchClause, type SearchQuery } from './search-terms.ts';

/** At most this many words of a search box are searched, over all its clauses. */
const MAX_WORDS = 8;

/** A word joining the clauses either side of it: OR, or Nepali वा ("बाढी वा पहिरो"); anywhere else it is that word. */
type Joiner = { joiner: string };
type Unit = { clause: SearchClause; excluded: boolean } | Joiner;

const JOINERS = new Set(['OR', 'वा']);
const isJoiner = (unit: Unit | undefined): unit is Joiner => unit !== undefined && 'joiner' in unit;

/** Letters (with Devanagari vowel signs), marks and digits: the only characters that ever reach tsquery text. */
const wordsOf = (text: string) => normalSearchText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** Quoted text or a run of other characters; an unpaired last quote is left out, so what follows it is read as words. */
function tokensOf(text: string): string[] {
  const quotes = text.split('"').length - 1;
  const paired = quotes % 2 === 0 ? text : text.slice(0, text.lastIndexOf('"')) + text.slice(text.lastIndexOf('"') + 1);
  return paired.match(/-?"[^"]*"|[^\s"]+/gu) ?? [];
}

/** The clauses one token stands for: a quoted phrase is one, a bare token one per word ("kathmandu-based" is two). */
function unitsOf(token: string): Unit[] {
  if (JOINERS.has(token)) return [{ joiner: token }];
  const excluded = token.startsWith('-');
  const body = excluded ? token.slice(1) : token;
  const words = wordsOf(body);
  if (words.length === 0) return [];
  if (body.startsWith('"')) return [{ clause: { words, phrase: true }, excluded }];
  // An excluded hyphenated word leaves out the words together, as a phrase.
  if (excluded) return [{ clause: { words, phrase: words.length > 1 }, excluded }];
  return words.map((word) => ({ clause: { words: [word], phrase: false }, excluded }));
}

const isIncluded = (unit: Unit | undefined) => unit !== undefined && !isJoiner(unit) && !unit.excluded;

/** `OR` (or वा) joins the clauses either side of it; anywhere else (first, last, beside an exclusion or another joiner) it is a word. */
function groupsOf(units: Unit[]): { groups: SearchClause[][]; excluded: SearchClause[] } {
  const groups: SearchClause[][] = [];
  const excluded: SearchClause[] = [];
  units.forEach((unit, index) => {
    if (isJoiner(unit)) {
      if (!isIncluded(units[index - 1]) || !isIncluded(units[index + 1])) groups.push([{ words: wordsOf(unit.joiner), phrase: false }]);
      return;
    }
    if (unit.excluded) excluded.push(unit.clause);
    else if (isJoiner(units[index - 1]) && isIncluded(units[index - 2])) groups.at(-1)?.push(unit.clause);
    else groups.push([unit.clause]);
  });
  return { groups, excluded };
}

/** Keeps the first MAX_WORDS words, clause by clause: a clause that does not fit whole is left out. */
function withinWordLimit(query: SearchQuery): SearchQuery {
  let room = MAX_WORDS;
  const fits = (clause: SearchClause) => {
    if (clause.words.length > room) return false;
    room -= clause.words.length;
    return true;
  };
  const groups = query.groups.map((group) => group.filter(fits)).filter((group) => group.length > 0);
  return { groups, excluded: query.excluded.filter(fits) };
}

/**
 * A search box as a SearchQuery: `"exact phrase"`, `-word`, `-"phrase"`, `a OR b` (or `a वा b`). Nothing is ever
 * refused: an unpaired quote, a lone `-` or a stray `OR` read as words, and a query of exclusions only
 * searches the words it excludes (excluding from everything would read the whole archive).
 */
export function parseSearchQuery(text: string): SearchQuery {
  const { groups, excluded } = groupsOf(tokensOf(text.slice(0, MAX_SEARCH_LENGTH)).flatMap(unitsOf));
  if (groups.length === 0) return withinWordLimit({ groups: excluded.map((clause) => [clause]), excluded: [] });
  return withinWordLimit({ groups, excluded });
}

/** The words an item must or may hold: what highlights mark and "Did you mean" looks up. */
export const includedWords = (query: SearchQuery) => [...new Set(query.groups.flat().flatMap((clause) => clause.words))];

/** Single words outside quotes, included or excluded: those matched by their stem. */
export const unquotedWords = (query: SearchQuery) => [
  ...new Set([...query.groups.flat(), ...query.excluded].filter((clause) => !clause.phrase).flatMap((clause) => clause.words)),
];

/** Whether the query is plain words, as the search box took before it had a syntax (then its words may be looked up as one phrase). */
export const isPlainWords = (query: SearchQuery) =>
  query.excluded.length === 0 && query.groups.every((group) => group.length === 1 && !group[0]?.phrase);

/** The query as text in its own syntax, as a person could type it again ("Did you mean" shows the corrected query so). */
export function queryText(query: SearchQuery): string {
  const clauseText = (clause: SearchClause) => (clause.phrase ? `"${clause.words.join(' ')}"` : (clause.words[0] ?? ''));
  const groups = query.groups.map((group) => group.map(clauseText).join(' OR '));
  return [...groups, ...query.excluded.map((clause) => `-${clauseText(clause)}`)].join(' ');
}

/** The query with each word outside quotes of its groups replaced as `replace` says (phrases and exclusions stay as typed). */
export const replacingWords = (query: SearchQuery, replace: (word: string) => string): SearchQuery => ({
  groups: query.groups.map((group) =>
    group.map((clause) => (clause.phrase ? clause : { words: clause.words.map(replace), phrase: false })),
  ),
  excluded: query.excluded,
});
