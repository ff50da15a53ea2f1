import PriorityHigh from '@mui/icons-material/PriorityHigh';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** "Urgent" on a news card and its detail: the agency marked the item urgent (opted-in clients got an SMS). */
export function UrgentMark() {
  const { t } = useTranslation();
  return <Chip size="small" color="error" icon={<PriorityHigh />} label={t('usageTerms.urgent')} sx={{ fontWeight: 700 }} />;
}
