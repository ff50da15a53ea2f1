import { z } from 'zod';
import { CONTENT_TYPES } from './constants.ts';
import { messages } from './messages.ts';
import { optionalText, requiredText } from './rules.ts';
import { MAX_USAGE_TERMS_LENGTH } from './usage-terms.schema.ts';

/**
 * The console's lookups and plans: models `categories`, `languages`, `setupValues` and
 * `subscriptionPlans` of the generic calls, and the news page's promo popup. Forms send amounts in
 * rupees; the server stores and answers paisa.
 */

/** A number typed in a form, or sent as one; an empty field is missing, not 0. */
const numberField = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number({ error: message }));

const position = numberField(messages.positionRule).pipe(
  z.number().int(messages.positionRule).min(0, messages.positionRule).max(9999, messages.positionRule),
);

export const categoryForm = z.object({
  name: requiredText('Name', 100),
  name_ne: requiredText('Nepali name', 100),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, messages.requiredField('Slug'))
    .max(100, messages.maxLength(100))
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, messages.slugRule),
  position,
  active: z.boolean(),
  /** What items of the category without usage terms of their own carry. */
  default_usage_terms: z.pipe(
    optionalText(MAX_USAGE_TERMS_LENGTH),
    z.transform((text) => text ?? ''),
  ),
});
export type CategoryFormInput = z.input<typeof categoryForm>;
export type CategoryFields = z.output<typeof categoryForm>;
export const categoryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ne: z.string(),
  slug: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  default_usage_terms: z.string(),
});
export type CategoryRow = z.infer<typeof categoryRow>;

export const languageForm = z.object({
  name: requiredText('Name', 100),
  name_ne: requiredText('Nepali name', 100),
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, messages.languageCodeRule),
  position,
});
export type LanguageFormInput = z.input<typeof languageForm>;
export type LanguageFields = z.output<typeof languageForm>;
export const languageRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ne: z.string(),
  code: z.string(),
  position: z.number().int(),
});
export type LanguageRow = z.infer<typeof languageRow>;

/** The setup-value key under which the promo popup's texts are kept; only the Promo popup form writes it. */
export const PROMO_POPUP_KEY = 'promo_popup';

export const setupValueForm = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,49}$/, messages.setupKeyRule)
    .refine((key) => key !== PROMO_POPUP_KEY, messages.setupKeyReserved),
  label: requiredText('Label'),
  label_ne: z.pipe(
    optionalText(),
    z.transform((text) => text ?? ''),
  ),
  value: requiredText('Value'),
  position,
});
export type SetupValueFormInput = z.input<typeof setupValueForm>;
export type SetupValueFields = z.output<typeof setupValueForm>;
export const setupValueRow = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  label_ne: z.string(),
  value: z.string(),
  position: z.number().int(),
});
export type SetupValueRow = z.infer<typeof setupValueRow>;

/** Names the plan cards know an icon for; any other shows a star. */
export const PLAN_ICONS = ['article', 'photo', 'video', 'gift', 'star'] as const;

const count = numberField(messages.countRule).pipe(
  z.number().int(messages.countRule).min(1, messages.countRule).max(100, messages.countRule),
);
const rupees = numberField(messages.rupeesRule).pipe(
  z
    .number()
    .min(0, messages.rupeesRule)
    .max(10_000_000, messages.rupeesRule)
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, messages.rupeesRule),
);

/** Rows of a price table whose `field` repeats are marked on that field, every repeat after the first. */
const uniqueBy =
  <K extends string>(field: K, message: string) =>
  (rows: Record<K, number>[], context: z.RefinementCtx) => {
    const seen = new Set<number>();
    rows.forEach((row, index) => {
      if (seen.has(row[field])) context.addIssue({ code: 'custom', message, path: [index, field] });
      seen.add(row[field]);
    });
  };

const trialDays = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: messages.trialDaysRule })
    .int(messages.trialDaysRule)
    .min(1, messages.trialDaysRule)
    .max(365, messages.trialDaysRule)
    .optional(),
);

export const planForm = z
  .object({
    name: requiredText('Name', 100),
    name_ne: optionalText(100),
    icon: z.enum(PLAN_ICONS),
    description: optionalText(500),
    description_ne: optionalText(500),
    content_types: z.array(z.enum(CONTENT_TYPES)).min(1, messages.contentTypesRequired),
    social_automation: z.boolean(),
    /** The plan includes the Agenda (its events, watching them, the calendar and the agenda feed). */
    agenda: z.boolean().default(false),
    is_trial: z.boolean(),
    trial_days: trialDays,
    screen_options: z
      .array(z.object({ screen: count, amount: rupees, label: requiredText('Label', 50) }))
      .min(1, messages.priceRowsRequired)
      .superRefine(uniqueBy('screen', messages.screenRepeated)),
    month_options: z
      .array(z.object({ month: count, amount: rupees }))
      .min(1, messages.priceRowsRequired)
      .superRefine(uniqueBy('month', messages.monthRepeated)),
    position,
    active: z.boolean(),
  })
  .refine((plan) => !plan.is_trial || plan.trial_days !== undefined, { message: messages.trialDaysRule, path: ['trial_days'] });
export type PlanFormInput = z.input<typeof planForm>;
export type PlanFields = z.output<typeof planForm>;

/** A plan as the console edits it; amounts in paisa, like every answer of the API. */
export const planRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ne: z.string().nullable(),
  icon: z.string(),
  description: z.string(),
  description_ne: z.string().nullable(),
  monthly_amount: z.number().int(),
  content_types: z.array(z.string()),
  social_automation: z.boolean(),
  agenda: z.boolean(),
  is_trial: z.boolean(),
  trial_days: z.number().int().nullable(),
  screen_options: z.array(z.object({ screen: z.number().int(), amount: z.number().int(), label: z.string() })),
  month_options: z.array(z.object({ month: z.number().int(), amount: z.number().int() })),
  position: z.number().int(),
  active: z.boolean(),
});
export type PlanRow = z.infer<typeof planRow>;

export const PROMO_FIELDS = ['title_en', 'title_ne', 'text_en', 'text_ne'] as const;
export type PromoField = (typeof PROMO_FIELDS)[number];

export const promoPopupForm = z.object({
  title_en: requiredText('English title', 120),
  title_ne: requiredText('Nepali title', 120),
  text_en: requiredText('English text', 600),
  text_ne: requiredText('Nepali text', 600),
});
export type PromoPopupFields = z.infer<typeof promoPopupForm>;

/** The popup's texts as staff saved them; a text never saved is null and the app shows its own. */
export const promoPopup = z.object({
  title_en: z.string().nullable(),
  title_ne: z.string().nullable(),
  text_en: z.string().nullable(),
  text_ne: z.string().nullable(),
});
export type PromoPopup = z.infer<typeof promoPopup>;
