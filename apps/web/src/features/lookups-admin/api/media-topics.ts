import { endpoints, type MediaTopic } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const mediaTopicKeys = {
  search: (q: string) => ['media-topics', 'search', q] as const,
  category: (id: number) => ['media-topics', 'category', id] as const,
};

/** The first page of current IPTC Media Topics whose code or label holds `q` (GET v1/mediaTopics), while `enabled`. */
export const useMediaTopicSearch = (q: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: mediaTopicKeys.search(q),
    queryFn: ({ signal }) => call(endpoints.mediaTopics.search, { query: { q }, signal }).then((answer) => answer.data),
    // The last answer stays listed while the next one is on its way.
    placeholderData: (previous) => previous,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The category's topics in the order staff put them; none asked for a category not yet saved. */
export const useCategoryMediaTopics = (id: number | undefined) =>
  useQuery({
    queryKey: mediaTopicKeys.category(id ?? 0),
    queryFn: ({ signal }) =>
      call(endpoints.mediaTopics.categoryTopics, { params: { id: id as number }, signal }).then((answer) => answer.data),
    enabled: id !== undefined,
  });

/** Replaces the category's topics (PUT v1/categories/{id}/mediaTopics); the form shows a refusal itself. */
export const saveCategoryMediaTopics = (id: number, topics: readonly MediaTopic[]) =>
  call(endpoints.mediaTopics.setCategoryTopics, { params: { id }, body: { codes: topics.map((topic) => topic.code) }, notify: false });
