import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-query.ts';
import { matchTsQuery, normalSearchText, searchTerms, wholeWordsTsQuery } from './search-terms.ts';

describe('searchTerms', () => {
  it('keeps English and Nepali words whole, vowel signs included', () => {
    expect(searchTerms('Budget 2083/84: नेपाल सरकारको बजेट।')).toEqual(['budget', '2083', '84', 'नेपाल', 'सरकारको', 'बजेट']);
  });

  it('drops SQL and tsquery metacharacters so the query text is always well formed', () => {
    const terms = searchTerms("'; drop table news; -- a:* & !b | (c) <-> %_\\");
    expect(terms).toEqual(['drop', 'table', 'news', 'a', 'b', 'c']);
    expect(matchTsQuery(parseSearchQuery("'; drop table news; -- a:* & !b | (c) <-> %_\\"))).toBe('drop:* & table:* & news:* & a & b & c');
  });

  it('lets a word typed in Latin letters match its Nepali reading too', () => {
    const readings = { sarkar: 'सरकार', ko: 'को' };
    expect(matchTsQuery(parseSearchQuery('sarkar ko election'), { readings })).toBe('(sarkar:* | सरकार:*) & (ko | को) & election:*');
    expect(wholeWordsTsQuery(parseSearchQuery('sarkar election'), { readings })).toBe('(sarkar | सरकार) & election');
  });
});

describe('matchTsQuery', () => {
  const stems = { elections: ['elect'], नेपालका: ['नेपाल'], भने: ['भ'], cities: ['citi'], budget: ['budget'] };

  it('matches a word as written (a prefix) or by its stem, and leaves a one-letter stem out', () => {
    expect(matchTsQuery(parseSearchQuery('elections नेपालका भने'), { stems })).toBe('(elections:* | elect) & (नेपालका:* | नेपाल) & भने:*');
    expect(wholeWordsTsQuery(parseSearchQuery('elections budget'), { stems })).toBe('(elections | elect) & budget');
  });

  it('matches a phrase by the words as written (with an ending from three letters), adjacent, never by their stems', () => {
    expect(matchTsQuery(parseSearchQuery('"a नेपाल"'))).toBe('(a:A <-> नेपाल:*A)');
    expect(matchTsQuery(parseSearchQuery('"नेपालका elections" budget'), { stems })).toBe('(नेपालका:*A <-> elections:*A) & budget:*');
    expect(matchTsQuery(parseSearchQuery('"elections"'), { stems })).toBe('elections:*A');
  });

  it('excludes a word whole or by its stem, never as a prefix, and a phrase as written', () => {
    expect(matchTsQuery(parseSearchQuery('budget -cities -"नेपालका elections"'), { stems })).toBe(
      'budget:* & !(cities | citi) & !(नेपालका:*A <-> elections:*A)',
    );
  });

  it('matches one of the clauses an OR joins', () => {
    expect(matchTsQuery(parseSearchQuery('budget cities OR "नेपालका elections"'), { stems })).toBe(
      'budget:* & ((cities:* | citi) | (नेपालका:*A <-> elections:*A))',
    );
  });

  it('lets no stem that is not a word reach the query text', () => {
    expect(matchTsQuery(parseSearchQuery('budget'), { stems: { budget: ["a' | b", 'x:*', 'ok'] } })).toBe('(budget:* | ok)');
  });

  it('answers nothing for punctuation only', () => {
    expect(searchTerms(' %%% ;; ')).toEqual([]);
  });
});

describe('normalSearchText', () => {
  it.each([
    ['क़ानून', 'कानून'],
    ['क\u093Cानून', 'कानून'],
    ['ज़िल्ला', 'जिल्ला'],
    ['सड़क', 'सडक'],
    ['फ़ोन', 'फोन'],
    ['काँग्रेस', 'कांग्रेस'],
    ['साँझ', 'सांझ'],
    ['श्\u200Dरीमान्', 'श्रीमान्'],
    ['क्\u200Cष', 'क्ष'],
  ])('folds %s and %s to one spelling', (typed, plain) => {
    expect(normalSearchText(typed)).toBe(normalSearchText(plain));
  });

  it('keeps a word with a joiner whole in the search box', () => {
    expect(searchTerms('श्\u200Dरीमान् सरकार')).toEqual(['श्रीमान्', 'सरकार']);
  });
});
