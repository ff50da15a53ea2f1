import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = {
  heading: string;
  about?: string;
  /** Icon buttons at the heading's end: add, or edit and delete. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One section of a settings page (My Account, Social automation): a card named by its heading, its actions beside the heading. */
export function SectionCard({ heading, about, actions, children }: Props) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h3" component="h2">
              {heading}
            </Typography>
            {about && (
              <Typography variant="body2" color="text.secondary">
                {about}
              </Typography>
            )}
          </Stack>
          {actions && <Stack direction="row">{actions}</Stack>}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
