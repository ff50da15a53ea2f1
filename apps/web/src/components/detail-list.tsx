import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode };

/** Label and value pairs of a card: side by side when there is room, one under the other on a phone. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        alignItems: 'baseline',
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {details.map((detail) => (
        <Box key={detail.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } }}>
            {detail.label}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {detail.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
