import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The screen's heading, also the document title; `actions` sit at its end, on the same line. */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  useDocumentTitle(children);
  const heading = (
    <Typography variant="h1" component="h1" sx={{ mb: actions ? 0 : 2 }}>
      {children}
    </Typography>
  );
  if (!actions) return heading;
  return (
    <Stack direction="row" sx={{ mb: 2, gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      {heading}
      {actions}
    </Stack>
  );
}
