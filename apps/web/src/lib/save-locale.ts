import { apiRoutes, type Locale } from '@portal/shared';
import { api } from './api-client.ts';
import { tokenStorage } from './token-storage.ts';

/** Tells the server the language a signed-in user picked, so the alert mails they get unasked are written in it. */
export function saveLocale(locale: Locale): void {
  if (!tokenStorage.get()) return;
  api(apiRoutes.alerts.locale, { method: 'PUT', body: { locale }, notify: false }).catch(() => {});
}
