import type { SetupValue } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The media categories a client registers under (setup values, key register_category). */
export function useRegisterCategories() {
  return useQuery({
    queryKey: ['setup-values', 'register_category'],
    queryFn: ({ signal }) =>
      api<{ data: SetupValue[] }>('v1/setupValues/all', { query: { key: 'register_category' }, signal }).then((answer) => answer.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
