import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { NewsRepository } from '../news/news.repository.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { VideosRepository } from '../videos/videos.repository.ts';

type InUse = (ids: number[]) => Promise<number[]>;

/**
 * The console's lookup tables through the repositories that own them: categories, languages, setup
 * values (the promo popup's apart) and the promo texts (lookups), plans (subscription). A row that news,
 * videos, subscriptions or payments use cannot go; each refusal names the first such row by name.
 */
export function createLookupsAdminRepository(owners: {
  lookups: LookupsRepository;
  plans: Pick<SubscriptionRepository, 'planRows' | 'firstPlanName' | 'plansInUse'>;
  news: Pick<NewsRepository, 'categoriesInUse' | 'languagesInUse'>;
  videos: Pick<VideosRepository, 'categoriesInUse' | 'languagesInUse'>;
  payments: Pick<PaymentsRepository, 'plansInUse'>;
}) {
  const { lookups, plans, news, videos, payments } = owners;

  async function firstInUse(ids: number[], users: InUse[], nameOf: (ids: number[]) => Promise<string | undefined>) {
    const used = new Set((await Promise.all(users.map((inUse) => inUse(ids)))).flat());
    return nameOf([...used]);
  }

  return {
    categories: lookups.categoryRows,
    languages: lookups.languageRows,
    setupValues: lookups.setupValueRows,
    plans: plans.planRows,

    categoryInUse: (ids: number[]) => firstInUse(ids, [news.categoriesInUse, videos.categoriesInUse], lookups.firstCategoryName),
    languageInUse: (ids: number[]) => firstInUse(ids, [news.languagesInUse, videos.languagesInUse], lookups.firstLanguageName),
    planInUse: (ids: number[]) => firstInUse(ids, [plans.plansInUse, payments.plansInUse], plans.firstPlanName),

    promoTexts: lookups.promoTexts,
    savePromoTexts: lookups.savePromoTexts,
  };
}
export type LookupsAdminRepository = ReturnType<typeof createLookupsAdminRepository>;
