import type { CoverageLink, StaffEvent } from '@portal/shared';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { coverageLinksKeys, type DayRange } from './coverage-links-keys.ts';
import { fetchRangeEvents } from './get-range-events.ts';

export type Coverage = StaffEvent['coverages'][number];
/** A coverage the item delivers, with its event. */
export type LinkedCoverage = { event: StaffEvent; coverage: Coverage };

/** The coverages of `events` that `item` delivers. */
export const linksIn = (events: StaffEvent[], item: CoverageLink): LinkedCoverage[] =>
  events.flatMap((event) =>
    event.coverages
      .filter((coverage) => coverage.delivered_item?.kind === item.kind && coverage.delivered_item.id === item.id)
      .map((coverage) => ({ event, coverage })),
  );

/**
 * The coverages the item already delivers, among the events of `range`. The API has no call for "what does this item
 * deliver", so they are looked up in the agenda's list (the same answer the picker shows), and kept up to date from
 * the answers of linking and undoing.
 */
export function useLinkedCoverages(item: CoverageLink, range: DayRange, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: coverageLinksKeys.linked(item),
    queryFn: enabled ? async () => linksIn(await fetchRangeEvents(queryClient, range), item) : skipToken,
    retry: false,
  });
}
