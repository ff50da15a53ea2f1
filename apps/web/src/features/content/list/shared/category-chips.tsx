import type { CategoryRef } from '@portal/shared';
import { CategoryChipList } from '../../../../components/category-chip-list.tsx';

/** The categories of a card or detail, named in the interface's language; nothing when there are none. */
export function CategoryChips({ categories }: { categories: CategoryRef[] }) {
  if (categories.length === 0) return null;
  return <CategoryChipList categories={categories} tone="secondary" />;
}
