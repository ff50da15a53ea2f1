import { type CoverageLink, endpoints, type StaffEvent } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { showNotice } from '../../../lib/notices.ts';
import { coverageLinksKeys } from './coverage-links-keys.ts';
import { type LinkedCoverage, linksIn } from './get-linked-coverages.ts';

/** After a change of `event`, the item's links are those of every other event and those `event` now has. */
function useAfterChange(item: CoverageLink) {
  const queryClient = useQueryClient();
  return (answer: { message: string; data: StaffEvent }) => {
    showNotice(answer.message, { variant: 'success' });
    queryClient.setQueryData<LinkedCoverage[]>(coverageLinksKeys.linked(item), (links = []) => [
      ...links.filter((link) => link.event.id !== answer.data.id),
      ...linksIn([answer.data], item),
    ]);
    void queryClient.invalidateQueries({ queryKey: coverageLinksKeys.suggestionsOfAll() });
    void queryClient.invalidateQueries({ queryKey: coverageLinksKeys.rangesOfAll() });
  };
}

/** The item delivers the coverage (PUT v1/agenda/coverages/{id}/delivered); watchers of the event are told. */
export function useDeliverCoverage(item: CoverageLink) {
  return useMutation({
    mutationFn: (coverageId: number) =>
      call(endpoints.agenda.deliver, { params: { id: coverageId }, body: { kind: item.kind, id: item.id } }),
    onSuccess: useAfterChange(item),
  });
}

/** Undoes a link (DELETE v1/agenda/coverages/{id}/delivered): the coverage is in progress again. */
export function useUndeliverCoverage(item: CoverageLink) {
  return useMutation({
    mutationFn: (coverageId: number) => call(endpoints.agenda.undeliver, { params: { id: coverageId } }),
    onSuccess: useAfterChange(item),
  });
}
