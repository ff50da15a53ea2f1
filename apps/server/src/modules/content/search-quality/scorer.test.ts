import { describe, expect, it } from 'vitest';
import { belowFloors, casesTable, type Judgement, scoreCase, summarize, summaryTable } from './scorer.ts';

const judgement = (overrides: Partial<Judgement> = {}): Judgement => ({
  query: 'floods',
  language: 'en',
  kind: 'inflected',
  expected: ['a', 'b', 'c', 'd'],
  ...overrides,
});

describe('scoreCase', () => {
  it('reads precision over the first ten results and recall over all of them', () => {
    const found = ['x1', 'a', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'b', 'c'];
    const score = scoreCase(judgement(), found);
    expect(score.precisionAt10).toBeCloseTo(0.2);
    expect(score.recall).toBeCloseTo(0.75);
    expect(score.missed).toEqual(['d']);
  });

  it('reads precision over fewer results when fewer came back, and scores an empty answer 0', () => {
    expect(scoreCase(judgement(), ['a', 'x']).precisionAt10).toBe(0.5);
    expect(scoreCase(judgement(), [])).toMatchObject({ precisionAt10: 0, recall: 0, missed: ['a', 'b', 'c', 'd'] });
  });

  it('names the excluded items an exclusion showed all the same', () => {
    const score = scoreCase(judgement({ kind: 'exclusion', expected: ['a'], mustNot: ['m', 'n'] }), ['m', 'a']);
    expect(score).toMatchObject({ precisionAt10: 0.5, recall: 1, intruders: ['m'] });
  });
});

describe('summarize', () => {
  const scores = [
    scoreCase(judgement({ kind: 'plain', expected: ['a'] }), ['a']),
    scoreCase(judgement({ kind: 'phrase', expected: ['a', 'b'] }), ['a', 'x']),
    scoreCase(judgement({ kind: 'phrase', expected: ['c'] }), []),
  ];

  it('averages each kind that has cases, in the kinds order, then all cases', () => {
    expect(summarize(scores)).toEqual([
      { kind: 'plain', cases: 1, precisionAt10: 1, recall: 1 },
      { kind: 'phrase', cases: 2, precisionAt10: 0.25, recall: 0.25 },
      { kind: 'overall', cases: 3, precisionAt10: 0.5, recall: 0.5 },
    ]);
  });

  it('names every figure below its floor, and only those', () => {
    const floors = { phrase: { precisionAt10: 0.2, recall: 0.3 }, overall: { precisionAt10: 0.6, recall: 0.5 } };
    expect(belowFloors(summarize(scores), floors)).toEqual(['phrase recall 0.250 < 0.3', 'overall precisionAt10 0.500 < 0.6']);
  });

  it('prints a line per kind and a line per query with what it missed', () => {
    expect(summaryTable(summarize(scores)).split('\n')).toHaveLength(4);
    const lines = casesTable(scores).split('\n');
    expect(lines[3]).toContain('missed c');
    expect(lines[2]).toContain('missed b');
  });
});
