import Gavel from '@mui/icons-material/Gavel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UsageNotice } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The usage terms and the editor's note of an item, above its text on every detail; nothing when neither is set. */
export function UsageTermsNotice({ notice }: { notice: UsageNotice }) {
  const { t } = useTranslation();
  const labelId = useId();
  if (!notice.usage_terms && !notice.editor_note) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      icon={<Gavel fontSize="inherit" />}
      role="note"
      aria-labelledby={labelId}
      sx={{ my: 2, borderWidth: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <Typography
        id={labelId}
        variant="subtitle2"
        component="h3"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('usageTerms.notice.label')}
      </Typography>
      {notice.usage_terms && <NoticeLine label={t('usageTerms.notice.terms')} text={notice.usage_terms} />}
      {notice.editor_note && <NoticeLine label={t('usageTerms.notice.note')} text={notice.editor_note} />}
    </Alert>
  );
}

function NoticeLine({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ '& + &': { mt: 1 } }}>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', color: 'text.primary' }}>
        {text}
      </Typography>
    </Box>
  );
}
