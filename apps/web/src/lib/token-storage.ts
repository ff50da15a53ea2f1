const TOKEN_KEY = 'access_token';
/** The answers a session keeps for its next visit (kept-answers.ts), which end with it. */
export const KEPT_ANSWERS_KEY = 'kept-answers';
/** Set once this page held a session, so a screen without one can tell a session that ended from a visitor who never had one. */
let heldSession = false;

/** The bearer token of the signed-in user, kept in local storage (SPEC.md §3 "Stored session"). */
export const tokenStorage = {
  get(): string | null {
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) heldSession = true;
    return token;
  },
  set(token: string) {
    heldSession = true;
    localStorage.setItem(TOKEN_KEY, token);
  },
  /** This page had a session (sign-out, a password change or a refusal ended it), rather than never signing in. */
  sessionEndedHere: () => heldSession,
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(KEPT_ANSWERS_KEY);
  },
};
