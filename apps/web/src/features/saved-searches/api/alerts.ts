import { endpoints } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const bellKeys = { all: ['alerts-bell'] as const };
const EVERY_MINUTE = 60_000;

/** The bell's latest matches and unread count, asked again every minute. */
export const useBell = () =>
  useQuery({
    queryKey: bellKeys.all,
    queryFn: ({ signal }) => call(endpoints.savedSearches.bell, { signal }),
    refetchInterval: EVERY_MINUTE,
  });

/** Marks the given matches read, or all of them. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => call(endpoints.savedSearches.markRead, { body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bellKeys.all }),
  });
}
