import type { OwnNewsRow, TeamRole, UserProfile } from '@portal/shared';
import { QueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../lib/auth.ts';

/** A member (id 31) of the media house 7 with the given role. */
export const houseMember = (teamRole: TeamRole): UserProfile => ({
  id: 31,
  full_name: 'Gita Rai',
  email: 'gita@himaltimes.example',
  mobile_no: '9800000000',
  link: null,
  logo: null,
  role: 'client',
  roles: ['client'],
  team_role: teamRole,
  house_id: 7,
  type: 3,
  has_subscription: true,
  left_subscription_days: 30,
  is_trial: false,
  auto_post: 0,
  notification: 1,
  new_token: 0,
  is_changed: true,
  sociair_connected_check: false,
  social_medias: [],
  subscription: null,
});

/** A query cache that knows who is signed in, as the app's guards leave it before the screen shows. */
export function signedInAs(profile: UserProfile) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery().queryKey, profile);
  return queryClient;
}

/** An upload the house's reporter Hari KC sent. */
export const ownNewsRow = (overrides: Partial<OwnNewsRow> = {}): OwnNewsRow => ({
  id: 12,
  title: 'Landslide blocks the highway',
  language_id: 1,
  categories_name: [{ id: 1, name: 'Nation' }],
  publish_at: null,
  label: 'Local',
  user_name: 'Hari KC',
  status: 'pending',
  created_at: '2026-03-02T09:30:00Z',
  ...overrides,
});
