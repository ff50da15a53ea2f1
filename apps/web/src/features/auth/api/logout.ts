import { endpoints } from '@portal/shared';
import { call } from '../../../lib/api-call.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

/** Ends the session on the server (best effort), removes the token and reloads on the login screen. */
export async function logout() {
  try {
    await call(endpoints.auth.logout, { notify: false });
  } catch {
    // The token is removed either way; an already-revoked session needs no more from the server.
  }
  tokenStorage.clear();
  window.location.assign('/');
}
