import { describe, expect, it } from 'vitest';
import { highlightRanges } from './search-highlights.ts';
import { searchTerms } from './search-terms.ts';

const marked = (text: string, query: string, kind: 'words' | 'phrase' = 'words') =>
  highlightRanges(text, searchTerms(query), kind).map(([start, end]) => text.slice(start, end));

describe('highlightRanges', () => {
  it('marks whole words that start with a searched word, in any case', () => {
    expect(marked('Government budget: the governments of Nepal', 'govern budget')).toEqual(['Government', 'budget', 'governments']);
  });

  it("marks the forms of a searched word's stem, endings of a few letters, not longer words it begins", () => {
    const stemmed = (text: string, stems: string[]) =>
      highlightRanges(text, ['elections'], 'words', stems).map(([start, end]) => text.slice(start, end));
    expect(stemmed('Election day: electors elect, electricity cut', ['elect'])).toEqual(['Election', 'electors', 'elect']);
    expect(stemmed('The city and its cities; a citadel', ['citi'])).toEqual(['city', 'cities']);
    expect(stemmed('One study, two studies, studied', ['studi'])).toEqual(['study', 'studies', 'studied']);
    const nepali = 'नेपालको र प्रधानमन्त्रीहरूलाई';
    expect(highlightRanges(nepali, ['नेपालका'], 'words', ['नेपाल', 'प्रधानमन्त्री']).map(([start, end]) => nepali.slice(start, end))).toEqual([
      'नेपालको',
      'प्रधानमन्त्रीहरूलाई',
    ]);
  });

  it('marks short words only whole', () => {
    expect(marked('An oil tanker in Oita', 'oi')).toEqual([]);
    expect(marked('Oi! said the oil man', 'oi')).toEqual(['Oi']);
  });

  it('marks the phrase where the search matched it inside words', () => {
    expect(marked('Kathmandu and Mandu valley', 'mandu', 'phrase')).toEqual(['mandu', 'Mandu']);
  });

  it('finds a Nepali word typed without nukta or with anusvara, and marks it as written', () => {
    expect(marked('क़ानून र काँग्रेस', 'कानून कांग्रेस')).toEqual(['क़ानून', 'काँग्रेस']);
    expect(marked('क़ानून', 'कानून')).toEqual(['क़ानून']);
  });

  it('maps past letters folded away inside a word, joiners included', () => {
    const text = 'श्\u200Dरीमान् क\u093Cलम';
    expect(marked(text, 'श्रीमान् कलम')).toEqual(['श्\u200Dरीमान्', 'क\u093Cलम']);
  });

  it('maps past a letter that lower case makes longer, also where a letter folded away evens the length out', () => {
    expect(marked('İzmir and İstanbul budget', 'budget and')).toEqual(['and', 'budget']);
    expect(marked('İzmir क\u093Cलम budget', 'budget कलम')).toEqual(['क\u093Cलम', 'budget']);
  });

  it('gives offsets of the text as sent, so markup in a title stays text', () => {
    const text = '<b>Budget</b> <script>alert(1)</script>';
    expect(highlightRanges(text, searchTerms('budget script'), 'words')).toEqual([
      [3, 9],
      [15, 21],
      [32, 38],
    ]);
  });

  it('marks nothing without words', () => {
    expect(highlightRanges('Budget', [], 'words')).toEqual([]);
    expect(highlightRanges('', ['budget'], 'words')).toEqual([]);
  });
});
