import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CategoryRef } from '@portal/shared';

export function CategoryChips({ categories }: { categories: CategoryRef[] }) {
  if (categories.length === 0) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {categories.map((category) => (
        <Chip key={category.id} label={category.name} size="small" color="secondary" variant="outlined" />
      ))}
    </Stack>
  );
}
