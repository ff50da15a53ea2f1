import type { StaffRole, TeamRole, UserProfile } from '@portal/shared';
import { QueryClient } from '@tanstack/react-query';
import { profileQuery } from '../lib/auth.ts';

/** A member (id 31) of the media house 7 with the given role; the owner is the house's own account. */
export const houseMember = (teamRole: TeamRole, overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: teamRole === 'owner' ? 7 : 31,
  full_name: 'Gita Rai',
  email: 'gita@himaltimes.example',
  mobile_no: '9800000000',
  link: null,
  logo: null,
  role: 'client',
  roles: ['client'],
  team_role: teamRole,
  staff_roles: [],
  house_id: 7,
  type: 3,
  has_subscription: true,
  ever_subscribed: true,
  left_subscription_days: 30,
  is_trial: false,
  auto_post: 0,
  notification: 1,
  new_token: 0,
  is_changed: true,
  sociair_connected_check: false,
  social_medias: [],
  subscription: null,
  calendar: null,
  home_district: null,
  ...overrides,
});

/** A staff member of the agency holding `staffRoles` (an administrator unless told). */
export const staffMember = (staffRoles: StaffRole[] = ['administrator']): UserProfile =>
  houseMember('owner', { id: 1, role: 'staff', roles: ['staff'], staff_roles: staffRoles, type: 1, has_subscription: false });

/** A query cache that knows who is signed in, as the app's guards leave it before a content screen shows. */
export function signedInAs(profile: UserProfile) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery().queryKey, profile);
  return queryClient;
}
