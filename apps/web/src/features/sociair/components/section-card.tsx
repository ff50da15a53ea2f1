import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One part of the profile screen: a card named by its heading. */
export function SectionCard({ heading, about, children }: { heading: string; about?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <div>
          <Typography id={headingId} variant="h3" component="h2">
            {heading}
          </Typography>
          {about && (
            <Typography variant="body2" color="text.secondary">
              {about}
            </Typography>
          )}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
