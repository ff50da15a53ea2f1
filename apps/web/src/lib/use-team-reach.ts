import { type TeamRole, teamRoleReaches } from '@portal/shared';
import { useProfile } from './auth.ts';

/**
 * Whether the signed-in person's role in their media house reaches `needed`: a viewer reads and
 * copies, a reporter also downloads and posts to the house's site, an editor also exports. Staff reach
 * everything. False while the profile is unknown, so a button the server would refuse never flashes.
 */
export function useTeamReach(needed: TeamRole): boolean {
  const { data: user } = useProfile();
  return user !== undefined && (user.role === 'staff' || teamRoleReaches(user.team_role, needed));
}
