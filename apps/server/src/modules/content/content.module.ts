import { defineModule } from '../../plugins/feature-modules.ts';
import { type ContentDeps, createContentDeps } from './content-deps.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** What the news, gallery and video features share: the policy, the list cache, files and lookups. */
    content: ContentDeps;
  }
}

/**
 * What news, galleries and videos share (no routes). A change to content pokes the live news stream and the
 * item-change dispatcher, and the list cache is forgotten on every instance.
 */
export const contentModule = defineModule({
  name: 'content',
  needs: [
    'db',
    'subscriptions',
    'media',
    'mediaService',
    'lookups',
    'links',
    'mediaTopics',
    'now',
    'announce',
    'bus',
    'newsFeed',
    'itemChanges',
    'metrics',
  ],
  gives: ['content'],
  build: ({ newsFeed, itemChanges, bus, metrics, ...deps }) => {
    const content = createContentDeps({
      ...deps,
      onCacheLookup: metrics.cacheLookup,
      onChange: () => {
        void newsFeed.poke();
        void itemChanges.dispatcher.poke();
      },
    });
    bus.on((change) => {
      if (change.kind === 'content') content.cache.forgetHere();
    });
    bus.onGap(() => content.cache.forgetHere());
    return { gives: { content } };
  },
});
