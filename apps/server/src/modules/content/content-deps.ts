import type { ContentFilters } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import type { Change } from '../../lib/change-bus.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import type { MediaService } from '../media/media.service.ts';
import type { MediaTopicsService } from '../media-topics/media-topics.service.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { type ContentPolicy, createContentPolicy } from './content.policy.ts';
import { createContentRepository } from './content.repository.ts';
import { type ContentCache, createContentCache } from './content-cache.ts';

/** What the news, gallery and video services share. */
export type ContentDeps = {
  db: Database;
  media: MediaRepository;
  mediaService: MediaService;
  lookups: LookupsRepository;
  links: MediaLinks;
  policy: ContentPolicy;
  cache: ContentCache;
  /** The Media Topic codes a list's `media_topic` filter matches (the topic and its narrower ones); undefined without one. */
  topicCodes: (filters: ContentFilters) => string[] | undefined;
  now: () => Date;
};

/** The shared pieces of the content features: who may open what, and the list cache that `onChange` hears clear. */
export function createContentDeps(deps: {
  db: Database;
  subscriptions: SubscriptionService;
  media: MediaRepository;
  mediaService: MediaService;
  lookups: LookupsRepository;
  links: MediaLinks;
  mediaTopics: Pick<MediaTopicsService, 'withNarrower'>;
  now: () => Date;
  announce: (change: Change, executor?: Database) => Promise<void>;
  onChange: () => void;
  onCacheLookup?: (hit: boolean) => void;
}): ContentDeps {
  const { db, now } = deps;
  const policy = createContentPolicy({ subscriptions: deps.subscriptions, now });
  const cache = createContentCache({
    now,
    nextEmbargoLift: createContentRepository(db).nextEmbargoLift,
    announce: deps.announce,
    onForget: deps.onChange,
    ...(deps.onCacheLookup ? { onLookup: deps.onCacheLookup } : {}),
  });
  const topicCodes = ({ media_topic: topic }: ContentFilters) => (topic ? deps.mediaTopics.withNarrower(topic) : undefined);
  return {
    db,
    media: deps.media,
    mediaService: deps.mediaService,
    lookups: deps.lookups,
    links: deps.links,
    policy,
    cache,
    topicCodes,
    now,
  };
}
