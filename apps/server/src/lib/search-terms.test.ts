import { describe, expect, it } from 'vitest';
import { normalSearchText, prefixTsQuery, searchTerms, wholeTsQuery } from './search-terms.ts';

describe('searchTerms', () => {
  it('keeps English and Nepali words whole, vowel signs included', () => {
    expect(searchTerms('Budget 2083/84: नेपाल सरकारको बजेट।')).toEqual(['budget', '2083', '84', 'नेपाल', 'सरकारको', 'बजेट']);
  });

  it('drops SQL and tsquery metacharacters so the query text is always well formed', () => {
    const terms = searchTerms("'; drop table news; -- a:* & !b | (c) <-> %_\\");
    expect(terms).toEqual(['drop', 'table', 'news', 'a', 'b', 'c']);
    expect(prefixTsQuery(terms)).toBe('drop:* & table:* & news:* & a & b & c');
  });

  it('lets a word typed in Latin letters match its Nepali reading too', () => {
    const readings = { sarkar: 'सरकार', ko: 'को' };
    expect(prefixTsQuery(['sarkar', 'ko', 'election'], readings)).toBe('(sarkar:* | सरकार:*) & (ko | को) & election:*');
    expect(wholeTsQuery(['sarkar', 'election'], readings)).toBe('(sarkar | सरकार) & election');
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
