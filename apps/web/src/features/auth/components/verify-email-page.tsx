import { NOTIFICATION_TIMEOUT_MS } from '@portal/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showNotice } from '../../../lib/notices.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FullPageSpinner } from '../../../ui/full-page-spinner.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';

/** Only a spinner: on success on to Create Password with the link's token, otherwise back to login. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verify.title'));
  const navigate = useNavigate();
  const { userId = '', slug = '', expires = '' } = useParams();
  const verification = useVerifyEmail({ userId, slug, expires });

  useEffect(() => {
    if (verification.isSuccess) {
      showNotice(verification.data.message, { variant: 'success', autoHideDuration: NOTIFICATION_TIMEOUT_MS });
      navigate(`/create-password?user=${encodeURIComponent(verification.data.data.user)}`, { replace: true });
    }
    if (verification.isError) navigate('/', { replace: true });
  }, [verification.isSuccess, verification.isError, verification.data, navigate]);

  return <FullPageSpinner label={t('verify.title')} />;
}
