import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { useChooseUrgentSms, useUrgentSms } from '../api/urgent-sms.ts';

/** Each person's own choice of an SMS when the agency sends urgent news; it needs a mobile number. */
export function UrgentSmsCard() {
  const { t } = useTranslation();
  const setting = useUrgentSms();
  const choose = useChooseUrgentSms();
  const [refusal, setRefusal] = useState<string>();

  const change = async (enabled: boolean) => {
    setRefusal(undefined);
    try {
      const answer = await choose.mutateAsync(enabled);
      showNotice(answer.message, { variant: 'success' });
    } catch (error) {
      setRefusal((error as Error).message);
    }
  };

  return (
    <SectionCard heading={t('usageTerms.sms.heading')}>
      {setting.data ? (
        <Stack sx={{ gap: 1.5 }}>
          <FormControlLabel
            label={t('usageTerms.sms.toggle')}
            control={
              <Switch checked={setting.data.enabled} disabled={choose.isPending} onChange={(event) => void change(event.target.checked)} />
            }
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {setting.data.enabled ? t('usageTerms.sms.on', { mobile: setting.data.mobile_no }) : t('usageTerms.sms.off')}
          </Typography>
          {!setting.data.mobile_no && (
            <Alert severity="info" role="note">
              {t('usageTerms.sms.needsMobile')}
            </Alert>
          )}
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      ) : setting.isError ? (
        <Alert severity="error">{setting.error.message}</Alert>
      ) : (
        <Skeleton variant="rounded" height={72} aria-label={t('common.loading')} />
      )}
    </SectionCard>
  );
}
