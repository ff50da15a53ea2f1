import { apiRoutes, type BellResponse, type MessageResponse } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const bellKeys = { all: ['alerts-bell'] as const };
const EVERY_MINUTE = 60_000;

/** The bell's latest matches and unread count, asked again every minute. */
export const useBell = () =>
  useQuery({
    queryKey: bellKeys.all,
    queryFn: ({ signal }) => api<BellResponse>(apiRoutes.alerts.bell, { signal }),
    refetchInterval: EVERY_MINUTE,
  });

/** Marks the given matches read, or all of them. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api<MessageResponse>(apiRoutes.alerts.read, { method: 'POST', body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bellKeys.all }),
  });
}
