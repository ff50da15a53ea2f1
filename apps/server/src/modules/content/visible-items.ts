import type { ContentType } from '@portal/shared';
import { NotFoundError } from '../../lib/errors.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { ContentPolicy } from './content.policy.ts';

type VisibleReader<Row> = { findVisible(id: number, now: Date): Promise<Row | undefined> };

/**
 * Lookups of items clients may see, shared by the news, gallery and video services. Opening an item
 * (its detail, or recording a view or action on it) asks the content policy first, so whatever a
 * client may not open it cannot put into its history either.
 */
export function visibleItems<Row, Card extends { id: number }>(
  repository: VisibleReader<Row>,
  visibleCards: (ids: number[], now: Date) => Promise<Card[]>,
  deps: { policy: ContentPolicy; now: () => Date; contentType: ContentType },
) {
  const { policy, now, contentType } = deps;
  return {
    async findOpenable(caller: Authenticated, id: number): Promise<Row> {
      await policy.assertCanOpen(caller, contentType);
      const row = await repository.findVisible(id, now());
      if (!row) throw new NotFoundError();
      return row;
    },
    /** `download`: a file is taken away, which asks more than opening (content.policy.ts). */
    async assertOpenable(caller: Authenticated, id: number, { download = false } = {}): Promise<void> {
      if (download) policy.assertMayDownload(caller);
      await policy.assertCanOpen(caller, contentType);
      if (!(await repository.findVisible(id, now()))) throw new NotFoundError();
    },
    /** Cards of the items clients may still see, by id (the activity lists). */
    async cardsById(ids: number[]): Promise<Map<number, Card>> {
      const cards = await visibleCards(ids, now());
      return new Map(cards.map((card) => [card.id, card]));
    },
  };
}
