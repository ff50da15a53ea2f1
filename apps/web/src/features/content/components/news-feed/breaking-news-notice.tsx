import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newsFeed, useNewsFeed, useNewsFeedConnection } from '../../api/news-feed.ts';

/**
 * The client portal's live feed: keeps the tab's connection open, and shows breaking news prominently on
 * whichever screen the client is on until read or dismissed.
 */
export function BreakingNewsNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useNewsFeedConnection();
  const { breaking } = useNewsFeed();

  const read = (id: number) => {
    newsFeed.dismissBreaking();
    navigate(`/news?news=${id}`);
  };

  return (
    <Snackbar open={breaking !== null} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: 64, sm: 80 } }}>
      <Alert
        severity="error"
        variant="filled"
        role="alert"
        action={
          breaking && (
            <>
              <Button color="inherit" size="small" onClick={() => read(breaking.id)} sx={{ fontWeight: 700 }}>
                {t('news.readBreaking')}
              </Button>
              <IconButton color="inherit" size="small" aria-label={t('common.close')} onClick={newsFeed.dismissBreaking}>
                <Close fontSize="small" />
              </IconButton>
            </>
          )
        }
        sx={{ width: '100%', maxWidth: 640, boxShadow: 6, alignItems: 'center' }}
      >
        <AlertTitle sx={{ textTransform: 'uppercase', letterSpacing: 1, mb: 0 }}>{t('news.breaking')}</AlertTitle>
        {breaking?.title}
      </Alert>
    </Snackbar>
  );
}
