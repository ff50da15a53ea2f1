const TOKEN_KEY = 'access_token';

/** The bearer token of the signed-in user, kept in local storage (SPEC.md §3 "Stored session"). */
export const tokenStorage = {
  get(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },
  set(token: string) {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
  },
};
