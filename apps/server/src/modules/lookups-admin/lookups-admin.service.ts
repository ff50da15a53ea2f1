import type { LookupsAdminDeps } from './lookups-admin-deps.ts';
import { categoryCalls } from './use-cases/category-calls.ts';
import { languageCalls } from './use-cases/language-calls.ts';
import { planCalls } from './use-cases/plan-calls.ts';
import { promoPopupCalls } from './use-cases/promo-popup-calls.ts';
import { setupValueCalls } from './use-cases/setup-value-calls.ts';

/**
 * The console's lookups and plans. Deleting a category, language or plan that
 * content or a purchase still points at is refused (409): old items and invoices keep their labels,
 * and a category or plan can be deactivated instead. Each lookup lives in `use-cases/`.
 */
export function createLookupsAdminService(deps: LookupsAdminDeps) {
  return {
    categories: categoryCalls(deps),
    languages: languageCalls(deps),
    setupValues: setupValueCalls(deps),
    plans: planCalls(deps),
    ...promoPopupCalls(deps),
  };
}
export type LookupsAdminService = ReturnType<typeof createLookupsAdminService>;
