import Box from '@mui/material/Box';
import type { OwnNewsStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** An upload's status: a red dot while pending, a green one for any other status (SPEC.md §2), and its name. */
export function StatusMarker({ status }: { status: OwnNewsStatus }) {
  const { t } = useTranslation();
  const pending = status === 'pending';
  return (
    <Box component="span" data-status={status} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: pending ? 'error.main' : 'success.main' }}
      />
      {t(`newsStatus.${status}`)}
    </Box>
  );
}
