import type { OwnNewsParams } from '../../../lib/own-news-params.ts';

export const newsDeskKeys = {
  all: ['news-desk'] as const,
  list: (params: OwnNewsParams) => [...newsDeskKeys.all, 'list', params] as const,
  detail: (id: number) => [...newsDeskKeys.all, 'detail', id] as const,
};
