import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnalyticsFigures } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FIGURES, formatCount } from './figures.ts';

/** The range's four totals, side by side (two by two on a phone). */
export function SummaryTiles({ totals }: { totals: AnalyticsFigures | undefined }) {
  const { t } = useTranslation();
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12, margin: '0 0 16px' }}>
      {FIGURES.map((figure) => (
        <Paper key={figure} variant="outlined" sx={{ px: 2, py: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`analytics.figures.${figure}`)}
          </Typography>
          <Typography component="dd" variant="h2" sx={{ m: 0, fontWeight: 700 }}>
            {totals ? formatCount(totals[figure]) : <Skeleton width={60} />}
          </Typography>
        </Paper>
      ))}
    </dl>
  );
}
