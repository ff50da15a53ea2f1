import type { UserProfile } from '@portal/shared';

/** The first screen of the user's side of the app: the staff console or the client portal. */
export const homePath = (user: Pick<UserProfile, 'role'>) => (user.role === 'staff' ? '/admin/news' : '/news');

/**
 * A generated password still to change: until it is, the server refuses the session everything a member calls
 * (403), so nothing but the change-password screen and the frame's own settings may be asked of it.
 */
export const mustChangePassword = (user: Pick<UserProfile, 'new_token' | 'is_changed'>) => user.new_token === 0 || !user.is_changed;

/** A client whose session the portal's member calls are open to: the frame's alert bell and live news feed. */
export const isPortalMember = (user: Pick<UserProfile, 'role' | 'new_token' | 'is_changed'>) =>
  user.role === 'client' && !mustChangePassword(user);

/** Where signing in leads: a generated password is changed first. */
export const landingPath = (user: Pick<UserProfile, 'role' | 'new_token'>) => (user.new_token === 0 ? '/change-password' : homePath(user));
