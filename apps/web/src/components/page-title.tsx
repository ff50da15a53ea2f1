import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The screen's heading, also the document title. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
