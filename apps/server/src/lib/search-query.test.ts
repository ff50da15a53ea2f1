import { describe, expect, it } from 'vitest';
import { includedWords, isPlainWords, parseSearchQuery, queryText, replacingWords, unquotedWords } from './search-query.ts';

const word = (text: string) => ({ words: [text], phrase: false });
const phrase = (...words: string[]) => ({ words, phrase: true });

describe('parseSearchQuery', () => {
  it('reads plain words as words, every one of them required', () => {
    expect(parseSearchQuery('Budget नेपालका')).toEqual({ groups: [[word('budget')], [word('नेपालका')]], excluded: [] });
  });

  it('reads quotes as a phrase, in either script', () => {
    expect(parseSearchQuery('"नेपाल सरकार" budget "General Election"')).toEqual({
      groups: [[phrase('नेपाल', 'सरकार')], [word('budget')], [phrase('general', 'election')]],
      excluded: [],
    });
  });

  it('reads -word and -"phrase" as exclusions', () => {
    expect(parseSearchQuery('budget -tax -"नेपाल सरकार"')).toEqual({
      groups: [[word('budget')]],
      excluded: [word('tax'), phrase('नेपाल', 'सरकार')],
    });
  });

  it('joins the clauses either side of OR, in a chain', () => {
    expect(parseSearchQuery('flood OR landslide OR "heavy rain" koshi')).toEqual({
      groups: [[word('flood'), word('landslide'), phrase('heavy', 'rain')], [word('koshi')]],
      excluded: [],
    });
  });

  it('joins the clauses either side of Nepali वा, as OR', () => {
    expect(parseSearchQuery('बाढी वा पहिरो कोशी')).toEqual({ groups: [[word('बाढी'), word('पहिरो')], [word('कोशी')]], excluded: [] });
  });

  it.each([
    ['an unpaired quote', '"नेपाल सरकार', [[word('नेपाल')], [word('सरकार')]]],
    ['an unpaired quote after a phrase', '"a b" "c d', [[phrase('a', 'b')], [word('c')], [word('d')]]],
    ['OR first', 'OR flood', [[word('or')], [word('flood')]]],
    ['OR last', 'flood OR', [[word('flood')], [word('or')]]],
    ['OR twice', 'flood OR OR rain', [[word('flood')], [word('or')], [word('or')], [word('rain')]]],
    ['OR beside an exclusion', 'flood OR -rain', [[word('flood')], [word('or')]]],
    ['a lone -', 'flood - rain', [[word('flood')], [word('rain')]]],
    ['lower-case or', 'flood or rain', [[word('flood')], [word('or')], [word('rain')]]],
    ['वा first', 'वा बाढी', [[word('वा')], [word('बाढी')]]],
    ['वा beside an exclusion', 'बाढी वा -पहिरो', [[word('बाढी')], [word('वा')]]],
    ['empty quotes', 'flood "" rain', [[word('flood')], [word('rain')]]],
  ])('reads %s as words', (_, text, groups) => {
    expect(parseSearchQuery(text).groups).toEqual(groups);
  });

  it('searches the words of a query that only excludes, instead of reading the whole archive', () => {
    expect(parseSearchQuery('-flood -"heavy rain"')).toEqual({ groups: [[word('flood')], [phrase('heavy', 'rain')]], excluded: [] });
  });

  it('keeps only word characters, whatever is typed', () => {
    const hostile = `"'; drop table news; --" a:* & !b | (c) <-> %_\\ -:* "\\" OR -"<->"`;
    const words = [...parseSearchQuery(hostile).groups.flat(), ...parseSearchQuery(hostile).excluded].flatMap((clause) => clause.words);
    expect(words.length).toBeGreaterThan(0);
    for (const text of words) expect(text).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
  });

  it('keeps the first eight words, a clause whole or not at all', () => {
    const query = parseSearchQuery('a b c d e f "g h i" j -k');
    expect(includedWords(query)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'j']);
    expect(query.excluded).toEqual([word('k')]);
  });

  it('folds Nepali spellings as the archive is folded', () => {
    expect(parseSearchQuery('"क़ानून र काँग्रेस"').groups).toEqual([[phrase('कानून', 'र', 'कांग्रेस')]]);
  });
});

describe('the words of a query', () => {
  const query = parseSearchQuery('flood OR "heavy rain" koshi -tax');

  it('tells the words an item must or may hold, and those matched by their stem', () => {
    expect(includedWords(query)).toEqual(['flood', 'heavy', 'rain', 'koshi']);
    expect(unquotedWords(query)).toEqual(['flood', 'koshi', 'tax']);
  });

  it('tells plain words from a query with a syntax', () => {
    expect(isPlainWords(parseSearchQuery('flood koshi'))).toBe(true);
    expect(isPlainWords(query)).toBe(false);
  });

  it('writes the query again in its syntax, words outside quotes replaced', () => {
    expect(queryText(query)).toBe('flood OR "heavy rain" koshi -tax');
    expect(queryText(replacingWords(query, (text) => (text === 'koshi' ? 'kosi' : text)))).toBe('flood OR "heavy rain" kosi -tax');
  });
});
