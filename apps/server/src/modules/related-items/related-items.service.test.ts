import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../../lib/errors.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import type { RelatedItemsRepository } from './related-items.repository.ts';
import { createRelatedItemsService } from './related-items.service.ts';

const caller = { user: { houseId: 7 } } as Authenticated;
type Card = { id: number };

function serviceWith(related: number[], visible: number[], refuse = false) {
  const asked: string[] = [];
  const reader = {
    assertOpenable: async (_caller: Authenticated, id: number) => {
      asked.push(`open ${id}`);
      if (refuse) throw new ForbiddenError('no');
    },
    cardsById: async (ids: number[], houseId: number) => {
      asked.push(`cards ${ids.join(',')} for ${houseId}`);
      return new Map(ids.filter((id) => visible.includes(id)).map((id): [number, Card] => [id, { id }]));
    },
  };
  const repository: RelatedItemsRepository = {
    relatedIds: async (kind, id) => {
      asked.push(`related ${kind} ${id}`);
      return related;
    },
  };
  const cache = { get: <T>(_key: string, load: () => Promise<T>) => load() };
  const contents = { news: reader, gallery: reader, video: reader } as unknown as Parameters<
    typeof createRelatedItemsService
  >[0]['contents'];
  return { service: createRelatedItemsService({ repository, cache, now: () => new Date(0), contents }), asked };
}

describe('related items service', () => {
  it('asks what the detail asks first, then answers the cards in the order of their likeness', async () => {
    const { service, asked } = serviceWith([4, 9, 2], [2, 4, 9]);
    expect(await service.gallery(caller, 5)).toEqual([{ id: 4 }, { id: 9 }, { id: 2 }]);
    expect(asked).toEqual(['open 5', 'related gallery 5', 'cards 4,9,2 for 7']);
  });

  it('leaves out an item gone since its id was kept', async () => {
    const { service } = serviceWith([4, 9, 2], [4, 2]);
    expect(await service.news(caller, 5)).toEqual([{ id: 4 }, { id: 2 }]);
  });

  it('reads nothing for a caller the detail refuses', async () => {
    const { service, asked } = serviceWith([4], [4], true);
    await expect(service.video(caller, 5)).rejects.toBeInstanceOf(ForbiddenError);
    expect(asked).toEqual(['open 5']);
  });
});
