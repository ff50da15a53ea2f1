import Autorenew from '@mui/icons-material/Autorenew';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CopyText } from '../../../components/copy-text.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { useFeedToken, useRotateFeedToken } from '../api/feed-access.ts';

/** One feed's two addresses, each with its copy button. */
function FeedAddresses({ title, rss, atom }: { title: string; rss: string; atom: string }) {
  const { t } = useTranslation();
  return (
    <Stack component="li" sx={{ listStyle: 'none' }}>
      <Typography variant="subtitle2">{title}</Typography>
      <CopyText value={rss} label={t('account.feeds.copyRss', { name: title })} />
      <CopyText value={atom} label={t('account.feeds.copyAtom', { name: title })} />
    </Stack>
  );
}

/** My Account: the client's RSS and Atom addresses (all news and each category), and rotating their secret. */
export function FeedsCard() {
  const { t, i18n } = useTranslation();
  const token = useFeedToken();
  const rotate = useRotateFeedToken();
  const [confirming, setConfirming] = useState(false);
  const nepali = i18n.language === 'ne';

  const confirmRotate = async () => {
    try {
      showNotice((await rotate.mutateAsync()).message, { variant: 'success' });
    } finally {
      setConfirming(false);
    }
  };

  const rotateLabel = t('account.feeds.rotate');
  const actions = (
    <Tooltip title={rotateLabel}>
      <span>
        <IconButton aria-label={rotateLabel} disabled={!token.data} onClick={() => setConfirming(true)}>
          <Autorenew />
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <SectionCard heading={t('account.feeds.heading')} about={t('account.feeds.about')} actions={actions}>
      {token.isError ? (
        <Alert severity="error">{token.error.message}</Alert>
      ) : !token.data ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, maxHeight: 360, overflowY: 'auto' }}>
          <FeedAddresses title={t('account.feeds.allNews')} {...token.data.all} />
          {token.data.categories.map((category) => (
            <FeedAddresses key={category.id} title={nepali ? category.name_ne : category.name} rss={category.rss} atom={category.atom} />
          ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('account.feeds.secret')}
      </Typography>
      <ConfirmDialog
        open={confirming}
        title={t('account.feeds.rotateTitle')}
        text={t('account.feeds.rotateConfirm')}
        confirmLabel={rotateLabel}
        danger
        busy={rotate.isPending}
        onConfirm={() => void confirmRotate().catch(() => undefined)}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
