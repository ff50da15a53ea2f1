import type { UserProfile } from '@portal/shared';
import { mustChangePassword } from '../lib/home-path.ts';

/**
 * The session whose profile last said its password is settled (no generated one to change), by the end of its
 * token: a visit of that session asks the list with the profile instead of after it, a round trip sooner on a
 * phone (early-answers.ts). A new session, or one whose password is to change, waits for the profile: the
 * server refuses the list then.
 */
const SETTLED_SESSION_KEY = 'early-settled-session';

/** The local-storage entry that marks `token`'s session settled. */
export const settledSessionEntry = (token: string) => [SETTLED_SESSION_KEY, token.slice(-16)] as const;

export const isSettledSession = (token: string) => {
  const [key, mark] = settledSessionEntry(token);
  return localStorage.getItem(key) === mark;
};

export function rememberWhetherSettled(token: string, user: UserProfile | undefined) {
  const [key, mark] = settledSessionEntry(token);
  if (user && !mustChangePassword(user)) localStorage.setItem(key, mark);
  else localStorage.removeItem(key);
}
