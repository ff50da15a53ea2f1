import {
  type CategoryFields,
  type CategoryRow,
  FEATURE_SOCIAL_AUTOMATION,
  type LanguageFields,
  type LanguageRow,
  messages,
  type PlanFields,
  type PlanRow,
  PROMO_FIELDS,
  type PromoPopup,
  type PromoPopupFields,
  type SetupValueFields,
  type SetupValueRow,
} from '@portal/shared';
import type { categories, languages, subscriptionPlans } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { ContentCache } from '../content/content-cache.ts';
import type { LookupsAdminRepository } from './lookups-admin.repository.ts';

type PlanRecord = typeof subscriptionPlans.$inferSelect;

const presentCategory = (row: typeof categories.$inferSelect): CategoryRow => ({
  id: row.id,
  name: row.name,
  name_ne: row.nameNe,
  slug: row.slug,
  position: row.position,
  active: row.active,
  default_usage_terms: row.defaultUsageTerms,
});

const presentLanguage = (row: typeof languages.$inferSelect): LanguageRow => ({
  id: row.id,
  name: row.name,
  name_ne: row.nameNe,
  code: row.code,
  position: row.position,
});

const presentPlan = (row: PlanRecord): PlanRow => ({
  id: row.id,
  name: row.name,
  name_ne: row.nameNe,
  icon: row.icon,
  description: row.description,
  description_ne: row.descriptionNe,
  monthly_amount: row.monthlyAmount,
  content_types: row.contentTypes,
  social_automation: row.features.includes(FEATURE_SOCIAL_AUTOMATION),
  is_trial: row.isTrial,
  trial_days: row.trialDays,
  screen_options: row.screenOptions,
  month_options: row.monthOptions,
  position: row.position,
  active: row.active,
});

const paisa = (rupees: number) => Math.round(rupees * 100);

/** A plan's columns from the form; the card's "a month" price is the cheapest month rate of the table. */
function planValues(fields: PlanFields) {
  const monthOptions = fields.month_options.map((option) => ({ month: option.month, amount: paisa(option.amount) }));
  return {
    name: fields.name,
    nameNe: fields.name_ne || null,
    icon: fields.icon,
    description: fields.description ?? '',
    descriptionNe: fields.description_ne || null,
    monthlyAmount: Math.min(...monthOptions.map((option) => Math.round(option.amount / option.month))),
    contentTypes: fields.content_types,
    features: fields.social_automation ? [FEATURE_SOCIAL_AUTOMATION] : [],
    isTrial: fields.is_trial,
    trialDays: fields.is_trial ? (fields.trial_days ?? null) : null,
    screenOptions: fields.screen_options.map((option) => ({ screen: option.screen, amount: paisa(option.amount), label: option.label })),
    monthOptions,
    position: fields.position,
    active: fields.active,
  };
}

type Rows<Row, Values> = {
  all(): Promise<Row[]>;
  find(id: number): Promise<Row | undefined>;
  insert(values: Values): Promise<Row>;
  update(id: number, values: Values): Promise<Row | undefined>;
  remove(ids: number[]): Promise<number>;
};

/**
 * The generic calls of one lookup: `unique` names the field a unique index refuses (as a 422 there),
 * `inUse` the first row content or a purchase still points at (deleting is then refused, 409),
 * `changed` runs after every write.
 */
function lookupCalls<Row extends { id: number }, Values, Fields, Out>(spec: {
  rows: Rows<Row, Values>;
  present(row: Row): Out;
  values(fields: Fields): Values;
  unique?: { field: string; message: string };
  inUse?: { first(ids: number[]): Promise<string | undefined>; message(name: string): string };
  changed?(): Promise<void>;
}) {
  const { rows } = spec;
  async function write<T>(run: Promise<T>): Promise<T> {
    try {
      const result = await run;
      await spec.changed?.();
      return result;
    } catch (error) {
      if (spec.unique && isUniqueViolation(error)) throw ValidationError.field(spec.unique.field, spec.unique.message);
      throw error;
    }
  }
  return {
    list: async () => (await rows.all()).map(spec.present),
    async get(id: number) {
      const row = await rows.find(id);
      if (!row) throw new NotFoundError();
      return spec.present(row);
    },
    create: async (fields: Fields) => (await write(rows.insert(spec.values(fields)))).id,
    async update(id: number, fields: Fields) {
      if (!(await write(rows.update(id, spec.values(fields))))) throw new NotFoundError();
    },
    async remove(ids: number[]) {
      const inUse = await spec.inUse?.first(ids);
      if (inUse !== undefined && spec.inUse) throw new ConflictError(spec.inUse.message(inUse));
      if ((await write(rows.remove(ids))) === 0) throw new NotFoundError();
    },
  };
}

/**
 * The console's lookups and plans. Deleting a category, language or plan that
 * content or a purchase still points at is refused (409): old items and invoices keep their labels,
 * and a category or plan can be deactivated instead. Content lists carry category and language
 * names, so their writes clear the content cache.
 */
export function createLookupsAdminService(deps: { repository: LookupsAdminRepository; cache: Pick<ContentCache, 'clear'> }) {
  const { repository, cache } = deps;
  const changed = () => cache.clear();

  return {
    categories: lookupCalls({
      rows: repository.categories,
      present: presentCategory,
      values: (fields: CategoryFields) => ({
        name: fields.name,
        nameNe: fields.name_ne,
        slug: fields.slug,
        position: fields.position,
        active: fields.active,
        defaultUsageTerms: fields.default_usage_terms,
      }),
      unique: { field: 'slug', message: messages.slugTaken },
      inUse: { first: repository.categoryInUse, message: messages.categoryInUse },
      changed,
    }),

    languages: lookupCalls({
      rows: repository.languages,
      present: presentLanguage,
      values: (fields: LanguageFields) => ({ name: fields.name, nameNe: fields.name_ne, code: fields.code, position: fields.position }),
      unique: { field: 'code', message: messages.languageCodeTaken },
      inUse: { first: repository.languageInUse, message: messages.languageInUse },
      changed,
    }),

    setupValues: lookupCalls({
      rows: repository.setupValues,
      present: ({ labelNe, ...row }): SetupValueRow => ({ ...row, label_ne: labelNe }),
      values: ({ label_ne, ...fields }: SetupValueFields) => ({ ...fields, labelNe: label_ne }),
      unique: { field: 'value', message: messages.setupValueTaken },
    }),

    plans: lookupCalls({
      rows: repository.plans,
      present: presentPlan,
      values: planValues,
      inUse: { first: repository.planInUse, message: messages.planInUse },
    }),

    async promoPopup(): Promise<PromoPopup> {
      const texts = await repository.promoTexts();
      return Object.fromEntries(PROMO_FIELDS.map((field) => [field, texts.get(field) ?? null])) as PromoPopup;
    },
    savePromoPopup: (fields: PromoPopupFields) => repository.savePromoTexts(fields),
  };
}
export type LookupsAdminService = ReturnType<typeof createLookupsAdminService>;
