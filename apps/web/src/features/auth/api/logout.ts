import { apiRoutes } from '@portal/shared';
import { api } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

/** Ends the session on the server (best effort), removes the token and reloads on the login screen. */
export async function logout() {
  try {
    await api(apiRoutes.auth.logout, { method: 'POST', notify: false });
  } catch {
    // The token is removed either way; an already-revoked session needs no more from the server.
  }
  tokenStorage.clear();
  window.location.assign('/');
}
