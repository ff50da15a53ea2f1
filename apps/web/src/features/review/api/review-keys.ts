import type { OwnNewsParams } from '../../../lib/own-news-params.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (params: OwnNewsParams) => [...reviewKeys.all, 'list', params] as const,
  detail: (id: number) => [...reviewKeys.all, 'detail', id] as const,
};
