import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-text.tsx';

const MASK = '••••••••••••';

/** What the buttons call the secret: "token" unless told (the signing secret names itself). */
type Labels = { show: string; hide: string; copy: string };

/** A token shown as dots until asked, and copied without being shown. */
export function SecretText({ value, labels }: { value: string; labels?: Labels }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const names = labels ?? { show: t('account.token.show'), hide: t('account.token.hide'), copy: t('account.token.copy') };
  const toggleLabel = shown ? names.hide : names.show;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}>
        {shown ? value : MASK}
      </Typography>
      <Tooltip title={toggleLabel}>
        <IconButton size="small" aria-label={toggleLabel} onClick={() => setShown(!shown)}>
          {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      </Tooltip>
      <CopyButton value={value} label={names.copy} />
    </Stack>
  );
}
