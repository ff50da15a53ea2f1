import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { useUnlinkAccount } from '../api/unlink-account.ts';

/** "Do you want reset your Account ?": after a confirmation the account is unlinked and the screen starts again at Connect. */
export function ResetAccountLink() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const unlink = useUnlinkAccount();

  const confirm = async () => {
    try {
      const answer = await unlink.mutateAsync();
      showNotice(answer.message, { variant: 'success' });
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Link component="button" type="button" variant="body2" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('sociair.reset.link')}
      </Link>
      <ConfirmDialog
        open={asking}
        title={t('sociair.reset.title')}
        text={t('sociair.reset.text')}
        confirmLabel={t('sociair.reset.confirm')}
        danger
        busy={unlink.isPending}
        onConfirm={() => void confirm().catch(() => undefined)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
