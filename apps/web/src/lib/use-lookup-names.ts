import type { CategoryRef } from '@portal/shared';
import { useCategories, useLanguages, useLocalName } from './lookups.ts';

/** Language and category names in the UI's language (the rows carry the English names and ids only). */
export function useLookupNames() {
  const languages = useLanguages();
  const categories = useCategories();
  const nameOf = useLocalName();
  return {
    languages: languages.data ?? [],
    categories: categories.data ?? [],
    nameOf,
    languageName: (id: number) => {
      const found = languages.data?.find((language) => language.id === id);
      return found ? nameOf(found) : '';
    },
    categoryName: (category: CategoryRef) => {
      const found = categories.data?.find((known) => known.id === category.id);
      return found ? nameOf(found) : category.name;
    },
  };
}
