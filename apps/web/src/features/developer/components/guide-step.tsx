import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One numbered step of the guide: an item of the steps' ordered list, its number drawn in a circle. */
export function GuideStep({ number, heading, children }: { number: number; heading: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {number}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {heading}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
