import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useShellText } from '../lib/shell-text.ts';

export function FullPageSpinner({ label }: { label?: string }) {
  const { text } = useShellText();
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label ?? text.common.loading} />
    </Box>
  );
}
