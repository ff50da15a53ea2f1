import { endpoints, type UserProfile } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-call.ts';
import { profileQuery } from './auth.ts';
import { usePlaces } from './places.ts';

/** Saves the signed-in person's home district (null: none); the profile then names it, so the news list follows. */
export function useSaveHomeDistrict() {
  const queryClient = useQueryClient();
  const places = usePlaces();
  return useMutation({
    mutationFn: (districtId: number | null) => call(endpoints.auth.homeDistrict, { body: { district_id: districtId }, notify: false }),
    onSuccess: (_, districtId) => {
      const district = places?.district(districtId);
      queryClient.setQueryData<UserProfile>(
        profileQuery().queryKey,
        (profile) => profile && { ...profile, home_district: district ?? null },
      );
    },
  });
}
