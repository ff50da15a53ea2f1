import { endpoints, type Locale } from '@portal/shared';
import { call } from './api-call.ts';
import { profileQuery } from './auth.ts';
import { mustChangePassword } from './home-path.ts';
import { queryClient } from './query-client.ts';
import { tokenStorage } from './token-storage.ts';

/**
 * Tells the server the language a signed-in user picked, so the alert mails they get unasked are written in it;
 * not while a generated password is still to change (the server refuses the session that call).
 */
export function saveLocale(locale: Locale): void {
  const user = queryClient.getQueryData(profileQuery().queryKey);
  if (!tokenStorage.get() || (user && mustChangePassword(user))) return;
  call(endpoints.savedSearches.setLocale, { body: { locale }, notify: false }).catch(() => {});
}
