import { type StaffArea, staffRolesReach, type TeamRole, teamRoleReaches } from '@portal/shared';
import { Navigate, Outlet } from 'react-router';
import { useProfile } from '../../lib/auth.ts';
import { homePath, mustChangePassword } from '../../lib/home-path.ts';

/** Screens that need a password of the user's own: a generated one must be changed first. */
export function RequireChangedPassword() {
  const profile = useProfile();
  if (profile.data && mustChangePassword(profile.data)) return <Navigate to="/change-password" replace />;
  return <Outlet />;
}

/** The client portal: staff have no subscription and work in their console instead. */
export function RequireClient() {
  const profile = useProfile();
  if (profile.data && profile.data.role !== 'client') return <Navigate to={homePath(profile.data)} replace />;
  return <Outlet />;
}

/** The staff console (/admin/**): a client is sent back to the portal. */
export function RequireStaff() {
  const profile = useProfile();
  if (profile.data && profile.data.role !== 'staff') return <Navigate to={homePath(profile.data)} replace />;
  return <Outlet />;
}

/** A part of the staff console: a staff member whose roles do not open it goes to the first part they do. */
export function RequireStaffArea({ area }: { area: StaffArea }) {
  const profile = useProfile();
  if (profile.data && !staffRolesReach(profile.data.staff_roles, area)) return <Navigate to={homePath(profile.data)} replace />;
  return <Outlet />;
}

/** /admin itself, or an unknown console address: the first part of the console the staff member's roles open. */
export function StaffHome() {
  const profile = useProfile();
  return profile.data ? <Navigate to={homePath(profile.data)} replace /> : null;
}

/** The social-automation pages: login only while unlinked, profile only once linked (SPEC.md §2). */
export function RequireSociair({ connected }: { connected: boolean }) {
  const profile = useProfile();
  if (profile.data && profile.data.sociair_connected_check !== connected) {
    return <Navigate to={connected ? '/sociair/login' : '/sociair/profile'} replace />;
  }
  return <Outlet />;
}

/**
 * Screens of the `minimum` role of the media house and above: the owner's account, plans and social automation,
 * the reporter's Upload News. Whoever's role does not reach it goes to the news; staff are not members of a house.
 */
export function RequireTeamRole({ minimum }: { minimum: TeamRole }) {
  const profile = useProfile();
  if (profile.data?.role === 'client' && !teamRoleReaches(profile.data.team_role, minimum)) return <Navigate to="/news" replace />;
  return <Outlet />;
}
