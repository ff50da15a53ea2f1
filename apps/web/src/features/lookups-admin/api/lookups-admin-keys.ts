/** The console's lookup models (SPEC.md §7 generic calls under v1) and the query keys of their lists. */
export const LOOKUP_MODELS = ['categories', 'languages', 'setupValues', 'subscriptionPlans'] as const;
export type LookupModel = (typeof LOOKUP_MODELS)[number];

export const lookupsAdminKeys = {
  all: ['lookups-admin'] as const,
  list: (model: LookupModel) => [...lookupsAdminKeys.all, model] as const,
  promo: ['promo-popup'] as const,
};

/** What the rest of the app caches from a model: the news filters' categories and languages, the register form's values. */
export const READ_SIDE_KEYS: Partial<Record<LookupModel, readonly string[]>> = {
  categories: ['categories'],
  languages: ['languages'],
  setupValues: ['setup-values'],
};
