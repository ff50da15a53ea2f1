import type { OwnNewsParams } from '../../../lib/own-news-params.ts';

/** The base path of the agency's own news calls (staff only). */
export const NEWS_PATH = 'v1/news';

export const newsDeskKeys = {
  all: ['news-desk'] as const,
  list: (params: OwnNewsParams) => [...newsDeskKeys.all, 'list', params] as const,
  detail: (id: number) => [...newsDeskKeys.all, 'detail', id] as const,
};
