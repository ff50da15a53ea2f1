import { type CoverageLink, endpoints } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { coverageLinksKeys } from './coverage-links-keys.ts';

/**
 * The coverages a published item may deliver (GET v1/agenda/coverage-suggestions): planned for its kind, of events
 * within two days of its publishing, nearest first. An item not (yet) published is answered 422, which the panel says
 * in its own words, so the refusal is not announced.
 */
export const useCoverageSuggestions = (item: CoverageLink, enabled: boolean) =>
  useQuery({
    queryKey: coverageLinksKeys.suggestions(item),
    queryFn: enabled
      ? ({ signal }) =>
          call(endpoints.agenda.suggestions, { query: { kind: item.kind, id: item.id }, signal, notify: false }).then(
            (answer) => answer.data,
          )
      : skipToken,
    retry: false,
  });
