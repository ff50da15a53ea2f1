import { apiRoutes, type HomeDistrictRequest, type MessageResponse, type UserProfile } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { profileQuery } from './auth.ts';
import { usePlaces } from './places.ts';

/** Saves the signed-in person's home district (null: none); the profile then names it, so the news list follows. */
export function useSaveHomeDistrict() {
  const queryClient = useQueryClient();
  const places = usePlaces();
  return useMutation({
    mutationFn: (districtId: number | null) =>
      api<MessageResponse>(apiRoutes.auth.homeDistrict, {
        method: 'PUT',
        body: { district_id: districtId } satisfies HomeDistrictRequest,
        notify: false,
      }),
    onSuccess: (_, districtId) => {
      const district = places?.district(districtId);
      queryClient.setQueryData<UserProfile>(
        profileQuery().queryKey,
        (profile) => profile && { ...profile, home_district: district ?? null },
      );
    },
  });
}
