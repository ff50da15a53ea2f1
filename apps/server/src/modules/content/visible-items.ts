import { NotFoundError } from '../../lib/errors.ts';

type VisibleReader<Row> = {
  findVisible(id: number, now: Date): Promise<Row | undefined>;
  visibleByIds(ids: number[], now: Date): Promise<Row[]>;
};

/** Lookups of items clients may see, shared by the news, gallery and video services. */
export function visibleItems<Row, Card extends { id: number }>(
  repository: VisibleReader<Row>,
  presentCards: (rows: Row[]) => Promise<Card[]>,
  now: () => Date,
) {
  return {
    async findOr404(id: number): Promise<Row> {
      const row = await repository.findVisible(id, now());
      if (!row) throw new NotFoundError();
      return row;
    },
    async assertVisible(id: number): Promise<void> {
      if (!(await repository.findVisible(id, now()))) throw new NotFoundError();
    },
    /** Cards of the items clients may still see, by id (the activity lists). */
    async cardsById(ids: number[]): Promise<Map<number, Card>> {
      const cards = await presentCards(await repository.visibleByIds(ids, now()));
      return new Map(cards.map((card) => [card.id, card]));
    },
  };
}
