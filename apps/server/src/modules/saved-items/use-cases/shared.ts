import type { GalleryItem, NewsCard, SavedItemKind, VideoCard } from '@portal/shared';
import type { Mailer } from '../../../lib/mailer.ts';
import type { AuthRepository } from '../../auth/auth.repository.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { ContentPolicy } from '../../content/content.policy.ts';
import type { SavedItemsRepository } from '../saved-items.repository.ts';

export type ItemCard = NewsCard | GalleryItem | VideoCard;

/** What this feature needs of one kind of content: the detail's rule and the cards of items still readable. */
export type SavableContent = {
  assertOpenable: (caller: Authenticated, id: number) => Promise<void>;
  cardsById: (ids: number[], houseId: number) => Promise<Map<number, ItemCard>>;
};

export type SavedItemsDeps = {
  repository: SavedItemsRepository;
  contents: Record<SavedItemKind, SavableContent>;
  policy: ContentPolicy;
  users: Pick<AuthRepository, 'findUserById'>;
  mailer: Mailer;
  publicUrl: string;
  agencyName: string;
  now: () => Date;
};
