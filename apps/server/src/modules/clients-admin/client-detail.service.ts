import type { ClientDetailDeps } from './client-detail-deps.ts';
import { clientActions } from './use-cases/client-actions.ts';
import { clientPage } from './use-cases/client-page.ts';
import { grantSubscription } from './use-cases/grant-subscription.ts';

/**
 * One client in the console: its page, and the staff actions on it that go beyond
 * the list's: a subscription granted or extended by hand, the radio verified, the password mail sent again.
 * Each use case lives in `use-cases/`.
 */
export function createClientDetailService(deps: ClientDetailDeps) {
  return {
    detail: clientPage(deps),
    grant: grantSubscription(deps),
    ...clientActions(deps),
  };
}
export type ClientDetailService = ReturnType<typeof createClientDetailService>;
