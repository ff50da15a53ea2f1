import { endpoints, type OfferOwnershipRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** Offers ownership to a member, confirmed with the owner's password; the form shows a wrong password under its field. */
export function useOfferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferOwnershipRequest) => call(endpoints.team.offerOwnership, { body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
