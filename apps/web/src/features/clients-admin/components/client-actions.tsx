import Block from '@mui/icons-material/Block';
import LockReset from '@mui/icons-material/LockReset';
import MailOutline from '@mui/icons-material/MailOutline';
import PlayArrow from '@mui/icons-material/PlayArrow';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ClientDetail } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { type ClientAction, useClientAction, useResetSecondFactors } from '../api/client-actions.ts';

type HeaderAction = Extract<ClientAction, 'verify' | 'suspend' | 'reactivate' | 'password-mail'> | 'second-factors';

/** The header's actions, each asked about first: Verify (unverified only), Suspend or Reactivate, Resend password mail, Reset two-step sign-in. */
export function ClientActions({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const action = useClientAction(client.id);
  const resetFactors = useResetSecondFactors(client.id);
  const [confirming, setConfirming] = useState<HeaderAction>();
  const texts = {
    verify: {
      label: t('clientsAdmin.detail.verify'),
      title: t('clientsAdmin.detail.verifyTitle'),
      text: t('clientsAdmin.detail.verifyText', { name: client.full_name }),
    },
    suspend: {
      label: t('clientsAdmin.detail.suspend'),
      title: t('clientsAdmin.detail.suspendTitle'),
      text: t('clientsAdmin.detail.suspendText', { name: client.full_name }),
    },
    reactivate: {
      label: t('clientsAdmin.detail.reactivate'),
      title: t('clientsAdmin.detail.reactivateTitle'),
      text: t('clientsAdmin.detail.reactivateText', { name: client.full_name }),
    },
    'password-mail': {
      label: t('clientsAdmin.detail.passwordMail'),
      title: t('clientsAdmin.detail.passwordMailTitle'),
      text: t('clientsAdmin.detail.passwordMailText', { email: client.email }),
    },
    'second-factors': {
      label: t('clientsAdmin.detail.resetFactors'),
      title: t('clientsAdmin.detail.resetFactorsTitle'),
      text: t('clientsAdmin.detail.resetFactorsText', { name: client.full_name }),
    },
  };

  const run = async (chosen: HeaderAction) => {
    const answer = await (chosen === 'second-factors' ? resetFactors.mutateAsync() : action.mutateAsync(chosen)).catch(() => undefined);
    setConfirming(undefined);
    if (answer) showNotice(answer.message, { variant: 'success' });
  };

  const open = confirming && texts[confirming];
  return (
    <Stack role="group" aria-label={t('clientsAdmin.detail.actions')} direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {!client.verified && (
        <Button variant="contained" startIcon={<VerifiedUser />} onClick={() => setConfirming('verify')}>
          {texts.verify.label}
        </Button>
      )}
      {client.suspended ? (
        <Button variant="outlined" color="success" startIcon={<PlayArrow />} onClick={() => setConfirming('reactivate')}>
          {texts.reactivate.label}
        </Button>
      ) : (
        <Button variant="outlined" color="error" startIcon={<Block />} onClick={() => setConfirming('suspend')}>
          {texts.suspend.label}
        </Button>
      )}
      <Button variant="outlined" startIcon={<MailOutline />} disabled={client.suspended} onClick={() => setConfirming('password-mail')}>
        {texts['password-mail'].label}
      </Button>
      <Button variant="outlined" startIcon={<LockReset />} onClick={() => setConfirming('second-factors')}>
        {texts['second-factors'].label}
      </Button>
      <ConfirmDialog
        open={Boolean(open)}
        title={open ? open.title : ''}
        text={open ? open.text : ''}
        confirmLabel={open ? open.label : ''}
        danger={confirming === 'suspend' || confirming === 'second-factors'}
        busy={action.isPending || resetFactors.isPending}
        onConfirm={() => confirming && void run(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Stack>
  );
}
