/** The kinds of case the quality set reports apart, in the order its tables list them. */
export const CASE_KINDS = ['plain', 'inflected', 'phrase', 'exclusion', 'or', 'romanized', 'misspelt'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** A query and what a reporter expects it to find in the archive, by item key; `mustNot`: items it rules out (-word). */
export type Judgement = {
  query: string;
  language: 'en' | 'ne';
  kind: CaseKind;
  expected: string[];
  mustNot?: string[];
};

/** Precision is read over the first page a reporter looks at: the first ten results. */
export const CUTOFF = 10;

export type CaseScore = {
  judgement: Judgement;
  precisionAt10: number;
  recall: number;
  /** Expected items the search did not find. */
  missed: string[];
  /** Items an exclusion rules out that the search found all the same. */
  intruders: string[];
};

export type Figures = { precisionAt10: number; recall: number };
export type KindSummary = Figures & { kind: CaseKind | 'overall'; cases: number };

/**
 * One query's figures from the keys the search answered, best first. P@10 is the share of expected items
 * among the first ten results, or among all of them when fewer came back; an empty answer scores 0, as
 * it shows the reporter nothing they wanted. Recall is the share of expected items found anywhere.
 */
export function scoreCase(judgement: Judgement, found: string[]): CaseScore {
  const expected = new Set(judgement.expected);
  const top = found.slice(0, CUTOFF);
  const hits = (keys: string[]) => keys.filter((key) => expected.has(key)).length;
  return {
    judgement,
    precisionAt10: top.length === 0 ? 0 : hits(top) / top.length,
    recall: hits([...new Set(found)]) / expected.size,
    missed: judgement.expected.filter((key) => !found.includes(key)),
    intruders: (judgement.mustNot ?? []).filter((key) => found.includes(key)),
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const summaryOf = (kind: KindSummary['kind'], scores: CaseScore[]): KindSummary => ({
  kind,
  cases: scores.length,
  precisionAt10: mean(scores.map((score) => score.precisionAt10)),
  recall: mean(scores.map((score) => score.recall)),
});

/** Mean P@10 and recall of each kind of case that has cases, then of all cases together. */
export function summarize(scores: CaseScore[]): KindSummary[] {
  const kinds = CASE_KINDS.filter((kind) => scores.some((score) => score.judgement.kind === kind));
  return [
    ...kinds.map((kind) =>
      summaryOf(
        kind,
        scores.filter((score) => score.judgement.kind === kind),
      ),
    ),
    summaryOf('overall', scores),
  ];
}

/** Each figure of `summaries` below its floor, as "phrase recall 0.41 < 0.45"; empty when every floor is met. */
export function belowFloors(summaries: KindSummary[], floors: Partial<Record<KindSummary['kind'], Figures>>): string[] {
  return summaries.flatMap((summary) => {
    const floor = floors[summary.kind];
    if (!floor) return [];
    return (['precisionAt10', 'recall'] as const)
      .filter((figure) => summary[figure] < floor[figure])
      .map((figure) => `${summary.kind} ${figure} ${summary[figure].toFixed(3)} < ${floor[figure]}`);
  });
}

const figure = (value: number) => value.toFixed(2);

/** The figures per kind and overall, one line each. */
export function summaryTable(summaries: KindSummary[]): string {
  const rows = summaries.map(
    (row) => `${row.kind.padEnd(10)} ${String(row.cases).padStart(5)}  ${figure(row.precisionAt10)}   ${figure(row.recall)}`,
  );
  return ['kind       cases  P@10   recall', ...rows].join('\n');
}

/** One line per query: where search fails, with the expected items it missed and the excluded ones it showed. */
export function casesTable(scores: CaseScore[]): string {
  const rows = scores.map(({ judgement, precisionAt10, recall, missed, intruders }) =>
    [
      judgement.kind.padEnd(10),
      judgement.language,
      figure(precisionAt10),
      figure(recall),
      judgement.query.padEnd(28),
      missed.length > 0 ? `missed ${missed.join(' ')}` : '',
      intruders.length > 0 ? `excluded but shown ${intruders.join(' ')}` : '',
    ]
      .join('  ')
      .trimEnd(),
  );
  return ['kind        lang  P@10  recall  query', ...rows].join('\n');
}
