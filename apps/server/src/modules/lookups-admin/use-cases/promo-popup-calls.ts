import { PROMO_FIELDS, type PromoPopup, type PromoPopupFields } from '@portal/shared';
import type { LookupsAdminDeps } from '../lookups-admin-deps.ts';

/** The promo popup's texts, each field empty (null) until staff write it. */
export function promoPopupCalls(deps: Pick<LookupsAdminDeps, 'repository'>) {
  const { repository } = deps;
  return {
    async promoPopup(): Promise<PromoPopup> {
      const texts = await repository.promoTexts();
      return Object.fromEntries(PROMO_FIELDS.map((field) => [field, texts.get(field) ?? null])) as PromoPopup;
    },
    savePromoPopup: (fields: PromoPopupFields) => repository.savePromoTexts(fields),
  };
}
