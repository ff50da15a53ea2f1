import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** How much of a save's files has left the browser, while it is being sent. */
export function UploadProgress({ progress }: { progress: number | undefined }) {
  const { t } = useTranslation();
  if (progress === undefined) return null;
  return (
    <Stack sx={{ gap: 0.5 }}>
      <LinearProgress variant="determinate" value={progress} aria-label={t('mediaDesk.files.sending')} />
      <Typography variant="caption" color="text.secondary" role="status">
        {t('mediaDesk.files.sent', { percent: progress })}
      </Typography>
    </Stack>
  );
}
