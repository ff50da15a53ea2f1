import { type StaffArea, staffRolesReach, type UserProfile } from '@portal/shared';

/** The first screen of each part of the staff console, in the order the console's menu lists them. */
export const CONSOLE_AREA_HOMES: Readonly<Record<StaffArea, string>> = {
  desk: '/admin/news',
  review: '/admin/review',
  clients: '/admin/clients',
  finance: '/admin/payments',
  analytics: '/admin/analytics',
  admin: '/admin/staff',
};

/**
 * The first screen of the user's side of the app: the first part of the console their roles open (a staff member
 * always holds a role: the database checks it), or the client portal.
 */
export function homePath(user: Pick<UserProfile, 'role' | 'staff_roles'>): string {
  if (user.role !== 'staff') return '/news';
  const area = (Object.keys(CONSOLE_AREA_HOMES) as StaffArea[]).find((candidate) => staffRolesReach(user.staff_roles, candidate));
  return CONSOLE_AREA_HOMES[area ?? 'desk'];
}

/**
 * A generated password still to change: until it is, the server refuses the session everything a member calls
 * (403), so nothing but the change-password screen and the frame's own settings may be asked of it.
 */
export const mustChangePassword = (user: Pick<UserProfile, 'new_token' | 'is_changed'>) => user.new_token === 0 || !user.is_changed;

/** A client whose session the portal's member calls are open to: the frame's alert bell and live news feed. */
export const isPortalMember = (user: Pick<UserProfile, 'role' | 'new_token' | 'is_changed'>) =>
  user.role === 'client' && !mustChangePassword(user);

/** Where signing in leads: a generated password is changed first. */
export const landingPath = (user: Pick<UserProfile, 'role' | 'staff_roles' | 'new_token'>) =>
  user.new_token === 0 ? '/change-password' : homePath(user);
