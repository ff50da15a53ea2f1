import { defineModule } from '../../plugins/feature-modules.ts';
import { mediaTopicVocabulary } from './media-topic-vocabulary.ts';
import { createMediaTopicsRepository } from './media-topics.repository.ts';
import { mediaTopicsRoutes } from './media-topics.routes.ts';
import { createMediaTopicsService, type MediaTopicsService } from './media-topics.service.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /**
     * IPTC Media Topics: `mediaTopicsOf(categoryIds)` for the outputs' `medtop:` subjects, `withNarrower(code)`
     * for filters where a broader topic matches narrower ones.
     */
    mediaTopics: MediaTopicsService;
  }
}

/** IPTC Media Topics: the vocabulary, read once at start, and each category's topics. */
export const mediaTopicsModule = defineModule({
  name: 'media-topics',
  needs: ['db', 'lookups', 'audit'],
  gives: ['mediaTopics'],
  build: ({ db, lookups, audit }) => {
    const mediaTopics = createMediaTopicsService({
      repository: createMediaTopicsRepository(db),
      vocabulary: mediaTopicVocabulary(),
      lookups,
      audit,
    });
    return {
      gives: { mediaTopics },
      routes: async (app) => {
        await app.register(mediaTopicsRoutes({ mediaTopics }));
      },
    };
  },
});
