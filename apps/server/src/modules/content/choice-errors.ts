import { messages } from '@portal/shared';
import type { FieldErrors } from '../../lib/errors.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';

/** The field errors of a language or category that is not (or no longer) offered. */
export async function choiceErrors(
  lookups: LookupsRepository,
  values: { language_id: number; category_ids: number[] },
): Promise<FieldErrors> {
  const [languages, categories] = await Promise.all([lookups.languages(), lookups.activeCategories()]);
  const errors: FieldErrors = {};
  if (!languages.some((language) => language.id === values.language_id)) errors.language_id = [messages.languageSelect];
  const active = new Set(categories.map((category) => category.id));
  if (!values.category_ids.every((id) => active.has(id))) errors.category_ids = [messages.categorySelect];
  return errors;
}
