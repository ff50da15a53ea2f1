import type { OwnNewsParams } from '../../../lib/own-news-params.ts';

/** The base path of the review of client uploads (staff only). */
export const REVIEWS_PATH = 'v1/reviews';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (params: OwnNewsParams) => [...reviewKeys.all, 'list', params] as const,
  detail: (id: number) => [...reviewKeys.all, 'detail', id] as const,
};
