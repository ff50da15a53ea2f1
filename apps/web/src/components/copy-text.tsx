import ContentCopy from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { messages } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../lib/clipboard.ts';
import { showNotice } from '../lib/notices.ts';

/** An icon button that copies `value` and says whether it did. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = () =>
    copyToClipboard(value).then(
      () => showNotice(t('account.copied'), { variant: 'success' }),
      () => showNotice(messages.copyFailed, { variant: 'error' }),
    );
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={copy}>
        <ContentCopy fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** A value shown in full (an address, a key shown once) with a button that copies it. */
export function CopyText({ value, label }: { value: string; label: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
        {value}
      </Typography>
      <CopyButton value={value} label={label} />
    </Stack>
  );
}
