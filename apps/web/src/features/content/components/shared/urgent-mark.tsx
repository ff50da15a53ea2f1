import PriorityHigh from '@mui/icons-material/PriorityHigh';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** "Urgent" on a news item's detail (the card has its badge): the agency marked the item urgent (opted-in clients got an SMS). */
export function UrgentMark() {
  const { t } = useTranslation();
  // error.dark under white text stays above 4.5:1 in both schemes; error.main does not in the dark one.
  return (
    <Chip
      size="small"
      icon={<PriorityHigh />}
      label={t('usageTerms.urgent')}
      sx={{ fontWeight: 700, bgcolor: 'error.dark', color: 'common.white', '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
