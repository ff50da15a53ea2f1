import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnalyticsFigures } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FIGURES, formatCount } from './figures.ts';

/** The range's four totals and the urgent SMS sent, side by side (two by two on a phone). */
export function SummaryTiles({ totals, urgentSmsSent }: { totals: AnalyticsFigures | undefined; urgentSmsSent: number | undefined }) {
  const { t } = useTranslation();
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12, margin: '0 0 16px' }}>
      {FIGURES.map((figure) => (
        <Tile key={figure} label={t(`analytics.figures.${figure}`)} value={totals?.[figure]} />
      ))}
      <Tile label={t('usageTerms.smsSent')} value={urgentSmsSent} />
    </dl>
  );
}

function Tile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h2" sx={{ m: 0, fontWeight: 700 }}>
        {value === undefined ? <Skeleton width={60} /> : formatCount(value)}
      </Typography>
    </Paper>
  );
}
