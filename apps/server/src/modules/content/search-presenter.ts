import type { CardHighlights, PageQuery } from '@portal/shared';
import { highlightRanges } from '../../lib/search-highlights.ts';
import { MIN_STEM_LENGTH } from '../../lib/search-terms.ts';
import { pageMeta } from './content-query.ts';
import { type SearchOutcome, searchMeta } from './content-search.ts';

type Card = { title: string; meta_description?: string };

/** A card of a search page with the searched words marked in its title and, when it has one, its summary. */
function withHighlights<C extends Card>(card: C, search: SearchOutcome): C & { highlights: CardHighlights } {
  const terms = [...search.terms, ...Object.values(search.readings ?? {})];
  // Stems of the words an item may hold only: an excluded word's stem is in no item shown.
  const stems = search.terms.flatMap((term) => search.stems[term] ?? []).filter((stem) => [...stem].length >= MIN_STEM_LENGTH);
  const mark = (text: string) => highlightRanges(text, terms, search.kind, stems);
  const summary = card.meta_description === undefined ? {} : { meta_description: mark(card.meta_description) };
  return { ...card, highlights: { title: mark(card.title), ...summary } };
}

/** The answer of a content list page: a search page's cards carry their highlights (the page's rows only) and its meta how it searched. */
export function presentListPage<C extends Card>(
  cards: C[],
  total: number,
  query: Pick<PageQuery, 'page' | 'rowsPerPage'>,
  search?: SearchOutcome,
) {
  if (!search) return { data: cards as C[], meta: pageMeta(total, query) };
  return { data: cards.map((card) => withHighlights(card, search)), meta: searchMeta(total, query, search) };
}
