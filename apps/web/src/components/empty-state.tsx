import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: a line saying so, a hint and, optionally, a way out. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <Typography variant="h3" component="p" sx={{ color: 'text.primary', mb: 1 }}>
        {title}
      </Typography>
      {hint && <Typography sx={{ mb: 2 }}>{hint}</Typography>}
      {action}
    </Box>
  );
}
