import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The title and one-line explanation at the top of each guest form. */
export function FormHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
