import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../ui/alert.tsx';
import { Button, IconButton } from '../../../../ui/button.tsx';
import { newsFeed, useNewsFeed, useNewsFeedConnection } from '../../api/news-feed.ts';
import styles from './breaking-news-notice.module.css';

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

  if (!breaking) return null;
  return (
    <div className={styles.place}>
      <Alert
        severity="error"
        variant="filled"
        className={styles.notice}
        action={
          <>
            <Button color="inherit" size="small" className={styles.read} onClick={() => read(breaking.id)}>
              {t('news.readBreaking')}
            </Button>
            <IconButton
              icon="close"
              label={t('common.close')}
              hint={false}
              color="inherit"
              size="small"
              onClick={newsFeed.dismissBreaking}
            />
          </>
        }
      >
        <p className={styles.title}>{t('news.breaking')}</p>
        {breaking.title}
      </Alert>
    </div>
  );
}
