import { describe, expect, it } from 'vitest';
import { prefixTsQuery, searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('keeps English and Nepali words whole, vowel signs included', () => {
    expect(searchTerms('Budget 2083/84: नेपाल सरकारको बजेट।')).toEqual(['budget', '2083', '84', 'नेपाल', 'सरकारको', 'बजेट']);
  });

  it('drops SQL and tsquery metacharacters so the query text is always well formed', () => {
    const terms = searchTerms("'; drop table news; -- a:* & !b | (c) <-> %_\\");
    expect(terms).toEqual(['drop', 'table', 'news', 'a', 'b', 'c']);
    expect(prefixTsQuery(terms)).toBe('drop:* & table:* & news:* & a & b & c');
  });

  it('answers nothing for punctuation only', () => {
    expect(searchTerms(' %%% ;; ')).toEqual([]);
  });
});
