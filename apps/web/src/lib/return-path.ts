import type { UserProfile } from '@portal/shared';
import { landingPath } from './home-path.ts';

/**
 * Deep links through the sign-in: a screen that needs a session sends a visitor without one to the
 * sign-in page with where they were going (`next`), and the sign-in continues there. Only a path of
 * this portal is followed, never another site.
 */
export const signInPathFor = (location: { pathname: string; search: string }) =>
  `/?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

/** The `next` of the sign-in page's address when it is a path of this portal. */
export function returnPathOf(search: URLSearchParams): string | undefined {
  const next = search.get('next');
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : undefined;
}

/** Where a sign-in goes: a generated password is changed first; otherwise the deep link it came for, or the user's first screen. */
export const landingAfterSignIn = (user: Pick<UserProfile, 'role' | 'staff_roles' | 'new_token'>, search: URLSearchParams) =>
  user.new_token === 0 ? landingPath(user) : (returnPathOf(search) ?? landingPath(user));
