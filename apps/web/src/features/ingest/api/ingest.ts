import { type CreateStaffApiKeyRequest, endpoints, type IngestMappingForm, type IngestSettingsForm } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const ingestKeys = {
  all: ['ingest'] as const,
  settings: ['ingest', 'settings'] as const,
  mappings: ['ingest', 'mappings'] as const,
  items: ['ingest', 'items'] as const,
  staffKeys: ['ingest', 'staff-keys'] as const,
};

export const useIngestSettings = () =>
  useQuery({
    queryKey: ingestKeys.settings,
    queryFn: ({ signal }) => call(endpoints.ingest.settings, { signal }).then((answer) => answer.data),
  });

export const useIngestMappings = () =>
  useQuery({
    queryKey: ingestKeys.mappings,
    queryFn: ({ signal }) => call(endpoints.ingest.mappings, { signal }).then((answer) => answer.data),
  });

export const useIngestItems = () =>
  useQuery({ queryKey: ingestKeys.items, queryFn: ({ signal }) => call(endpoints.ingest.items, { signal }).then((answer) => answer.data) });

export const useStaffKeys = () =>
  useQuery({
    queryKey: ingestKeys.staffKeys,
    queryFn: ({ signal }) => call(endpoints.ingest.staffKeys, { signal }).then((answer) => answer.data),
  });

/** A mutation that refreshes the ingest screen's lists once it is done. */
function useIngestMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ingestKeys.all }) });
}

export const useSaveIngestSettings = () =>
  useIngestMutation((body: IngestSettingsForm) => call(endpoints.ingest.saveSettings, { body, notify: false }));
export const useSaveMapping = () =>
  useIngestMutation((body: IngestMappingForm) => call(endpoints.ingest.saveMapping, { body, notify: false }));
export const useRemoveMapping = () => useIngestMutation((id: number) => call(endpoints.ingest.removeMapping, { params: { id } }));
export const useRetryItem = () => useIngestMutation((id: number) => call(endpoints.ingest.retryItem, { params: { id }, notify: false }));
export const useCreateStaffKey = () =>
  useIngestMutation((body: CreateStaffApiKeyRequest) => call(endpoints.ingest.createStaffKey, { body, notify: false }));
export const useRevokeStaffKey = () => useIngestMutation((id: number) => call(endpoints.ingest.revokeStaffKey, { params: { id } }));
