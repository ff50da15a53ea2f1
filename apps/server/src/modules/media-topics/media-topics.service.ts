import { type CategoryMediaTopicsForm, type MediaTopic, type MediaTopicInUse, messages } from '@portal/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Audit } from '../audit/audit.service.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { MediaTopicVocabulary } from './media-topic-vocabulary.ts';
import type { MediaTopicsRepository } from './media-topics.repository.ts';

export type MediaTopicsDeps = {
  repository: MediaTopicsRepository;
  vocabulary: MediaTopicVocabulary;
  lookups: Pick<LookupsRepository, 'activeCategories' | 'categoryRows'>;
  /** A category's topics changed are audited. */
  audit: Audit;
};

/**
 * IPTC Media Topics: the vocabulary staff pick from and the topics each category maps to. The outputs (ninjs,
 * NewsML-G2, NITF, picture metadata) call `mediaTopicsOf`; filters call `withNarrower`.
 */
export function createMediaTopicsService({ repository, vocabulary, lookups, audit }: MediaTopicsDeps) {
  /** The topic as the API and the outputs carry it; undefined for a code the vocabulary does not hold. */
  const topicOf = (code: string): MediaTopic | undefined => {
    const concept = vocabulary.get(code);
    if (!concept) return undefined;
    const { label_ne } = concept;
    return {
      code,
      label_en: concept.label_en,
      ...(label_ne ? { label_ne } : {}),
      broader: vocabulary.broaderOf(code),
      retired: concept.retired,
    };
  };
  const topicsOf = (codes: readonly string[]) => codes.flatMap((code) => topicOf(code) ?? []);

  async function existingCategory(id: number) {
    if (!(await lookups.categoryRows.find(id))) throw new NotFoundError();
  }

  return {
    topicOf,
    /**
     * The Media Topics of an item with these categories: each category's topics in the order staff put them,
     * categories in the order given, each topic once. What ninjs `subject`, NewsML-G2 `subject` and NITF
     * `tobject.subject` write as `medtop:` codes.
     */
    async mediaTopicsOf(categoryIds: readonly number[]): Promise<MediaTopic[]> {
      const rows = await repository.codesOf(categoryIds);
      const codes = categoryIds.flatMap((id) => rows.filter((row) => row.categoryId === id).map((row) => row.code));
      return topicsOf([...new Set(codes)]);
    },
    /** The topic and every topic below it: a filter by a topic matches items of its narrower topics. Unknown code: []. */
    withNarrower: (code: string): string[] => vocabulary.withNarrower(code),

    search(query: { q: string; page: number; per_page: number }) {
      const found = vocabulary.search(query.q);
      const start = (query.page - 1) * query.per_page;
      return {
        data: topicsOf(found.slice(start, start + query.per_page).map((concept) => concept.code)),
        meta: {
          total: found.length,
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(found.length / query.per_page)),
          total_relation: 'exact' as const,
        },
      };
    },
    async categoryTopics(categoryId: number) {
      await existingCategory(categoryId);
      return topicsOf((await repository.codesOf([categoryId])).map((row) => row.code));
    },
    /** Known, current codes only: an unknown or retired one is refused on its own index of `codes`. */
    async setCategoryTopics(categoryId: number, { codes }: CategoryMediaTopicsForm) {
      await existingCategory(categoryId);
      const errors: Record<string, string[]> = {};
      codes.forEach((code, index) => {
        const concept = vocabulary.get(code);
        if (!concept) errors[`codes.${index}`] = [messages.mediaTopicUnknown(code)];
        else if (concept.retired) errors[`codes.${index}`] = [messages.mediaTopicRetired(code)];
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      await repository.replace(categoryId, codes, (tx, before) =>
        audit.record(tx, {
          action: 'media_topics.update',
          object: { type: 'category', id: categoryId },
          before: { codes: before },
          after: { codes },
        }),
      );
      return topicsOf(codes);
    },
    /** Every topic an active category maps to, with those categories' slugs, by code. */
    async inUse(): Promise<MediaTopicInUse[]> {
      const slugs = new Map((await lookups.activeCategories()).map((category) => [category.id, category.slug]));
      const byCode = new Map<string, string[]>();
      for (const row of await repository.all()) {
        const slug = slugs.get(row.categoryId);
        if (slug) byCode.set(row.code, [...(byCode.get(row.code) ?? []), slug]);
      }
      return [...byCode].flatMap(([code, categories]) => {
        const topic = topicOf(code);
        return topic ? [{ ...topic, categories }] : [];
      });
    },
  };
}
export type MediaTopicsService = ReturnType<typeof createMediaTopicsService>;
