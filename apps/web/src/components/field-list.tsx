import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type Field = { label: string; value: ReactNode };

/** Label-over-value pairs in as many columns of at least `columnWidth` px as the card's width allows (one on a phone). */
export function FieldList({ fields, columnWidth = 140 }: { fields: Field[]; columnWidth?: number }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth}px, 1fr))`, gap: 2, m: 0 }}>
      {fields.map((field) => (
        <div key={field.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {field.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.value}
          </Box>
        </div>
      ))}
    </Box>
  );
}
