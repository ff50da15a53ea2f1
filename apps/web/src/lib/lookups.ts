import type { Category, Language } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

const HOUR = 3_600_000;

/** The agency's news categories (SPEC.md §7 categories/all); they change rarely. */
export const useCategories = () =>
  useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => api<{ data: Category[] }>('auth/v2/categories/all', { signal }).then((answer) => answer.data),
    staleTime: HOUR,
  });

export const useLanguages = () =>
  useQuery({
    queryKey: ['languages'],
    queryFn: ({ signal }) => api<{ data: Language[] }>('auth/v2/languages/all', { signal }).then((answer) => answer.data),
    staleTime: HOUR,
  });
