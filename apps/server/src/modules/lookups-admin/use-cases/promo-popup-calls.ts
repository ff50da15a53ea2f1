import { PROMO_FIELDS, type PromoPopup, type PromoPopupFields } from '@portal/shared';
import type { LookupsAdminDeps } from '../lookups-admin-deps.ts';

/** The promo popup's texts, each field empty (null) until staff write it. */
export function promoPopupCalls(deps: Pick<LookupsAdminDeps, 'repository' | 'db' | 'audit'>) {
  const { repository } = deps;
  return {
    async promoPopup(): Promise<PromoPopup> {
      const texts = await repository.promoTexts();
      return Object.fromEntries(PROMO_FIELDS.map((field) => [field, texts.get(field) ?? null])) as PromoPopup;
    },
    async savePromoPopup(fields: PromoPopupFields) {
      const before = Object.fromEntries(await repository.promoTexts());
      await deps.db.transaction(async (tx) => {
        await repository.savePromoTexts(fields, tx);
        await deps.audit.record(tx, { action: 'settings.update', object: { type: 'promo_popup', id: null }, before, after: fields });
      });
    },
  };
}
