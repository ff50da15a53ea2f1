import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of a screen that shows one item (its content, its files). */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
