import type { CategoryRef } from '@portal/shared';
import { useLookupNames } from '../lib/use-lookup-names.ts';
import { Chip } from '../ui/chip.tsx';
import styles from './category-chip-list.module.css';

/** An item's categories as outlined chips, in the UI's language (a line of text: it may sit in a button). */
export function CategoryChipList({ categories, tone = 'default' }: { categories: CategoryRef[]; tone?: 'default' | 'secondary' }) {
  const { categoryName } = useLookupNames();
  return (
    <span className={styles.chips}>
      {categories.map((category) => (
        <Chip key={category.id} label={categoryName(category)} tone={tone} />
      ))}
    </span>
  );
}
