import type { UserProfile } from '@portal/shared';

/** The first screen of the user's side of the app: the staff console or the client portal. */
export const homePath = (user: Pick<UserProfile, 'role'>) => (user.role === 'staff' ? '/admin/news' : '/news');

/** Where signing in leads: a generated password is changed first. */
export const landingPath = (user: Pick<UserProfile, 'role' | 'new_token'>) => (user.new_token === 0 ? '/change-password' : homePath(user));
