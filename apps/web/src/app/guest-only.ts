import { redirect } from 'react-router';
import { tokenStorage } from '../lib/token-storage.ts';

/**
 * The login screens' loader: a user whose stored token still answers the profile call goes straight
 * to their first screen. Only then is the session's code (TanStack Query) fetched.
 */
export async function guestOnly() {
  if (!tokenStorage.get()) return null;
  const { signedInLanding } = await import('../lib/auth.ts');
  const landing = await signedInLanding();
  return landing ? redirect(landing) : null;
}
