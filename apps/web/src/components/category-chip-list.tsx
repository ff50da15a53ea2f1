import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CategoryRef } from '@portal/shared';
import { useLookupNames } from '../lib/use-lookup-names.ts';

/** An item's categories as outlined chips, in the UI's language. */
export function CategoryChipList({ categories, color }: { categories: CategoryRef[]; color?: ChipProps['color'] }) {
  const { categoryName } = useLookupNames();
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {categories.map((category) => (
        <Chip key={category.id} label={categoryName(category)} size="small" color={color} variant="outlined" />
      ))}
    </Stack>
  );
}
