import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TeamOverview } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';

/** "2 of 3 screens in use": the plan's screens and the devices holding them now. */
export function ScreensCard({ screens }: { screens: TeamOverview['screens'] }) {
  const { t } = useTranslation();
  const text = t('team.screens.inUse', { inUse: screens.in_use, allowed: screens.allowed });
  const full = screens.in_use >= screens.allowed;
  return (
    <SectionCard heading={t('team.screens.heading')} about={t('team.screens.about')}>
      <Box>
        <Typography variant="h2" component="p" sx={{ mb: 1 }}>
          {text}
        </Typography>
        <LinearProgress
          variant="determinate"
          color={full ? 'warning' : 'primary'}
          value={Math.min(100, (screens.in_use / Math.max(1, screens.allowed)) * 100)}
          aria-label={text}
          sx={{ height: 8, borderRadius: 1 }}
        />
      </Box>
    </SectionCard>
  );
}
