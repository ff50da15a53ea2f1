import Close from '@mui/icons-material/Close';
import CloudDone from '@mui/icons-material/CloudDone';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { NewsDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../../components/rich-text.tsx';
import { formatFullDate } from '../../../../lib/dates.ts';
import { escapeHtml, htmlToText } from '../../../../lib/html-text.ts';
import { ItemActions } from '../../../../lib/item-actions.tsx';
import { useLanguageCode } from '../../../../lib/lookups.ts';
import { useTeamReach } from '../../../../lib/use-team-reach.ts';
import { useNewsDetail } from '../../api/get-news.ts';
import { PrintButton } from '../print/print-button.tsx';
import { CategoryChips } from '../shared/category-chips.tsx';
import { CopyButtons, type CopyChoice } from '../shared/copy-buttons.tsx';
import { withDateline } from '../shared/dateline-copy.ts';
import { DetailError, DetailSkeleton } from '../shared/detail-states.tsx';
import { ItemPlaceLine } from '../shared/item-place-line.tsx';
import { MediaFiles } from '../shared/media-files.tsx';
import { useRedirectWhenRefused } from '../shared/subscription-gate.ts';
import { UrgentMark } from '../shared/urgent-mark.tsx';
import { withUsageNotice } from '../shared/usage-notice-copy.ts';
import { UsageTermsNotice } from '../shared/usage-terms-notice.tsx';
import { useOpenedItemActions } from '../shared/use-item-actions.ts';
import { DownloadMenu } from './download-menu.tsx';
import styles from './news-detail-drawer.module.css';
import { DeliveryLog } from './post-to-site/delivery-log.tsx';
import { PostToSiteButton } from './post-to-site/post-to-site-button.tsx';

/** The news detail side dialog (SPEC.md §2), open while the address names an item. */
export function NewsDetailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const detail = useNewsDetail(id);
  useRedirectWhenRefused(detail.error);
  return (
    <Drawer
      anchor="right"
      open={id !== undefined}
      onClose={onClose}
      // Above the top bar, which sits over the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'news-detail-title', sx: { width: { xs: '100%', md: 760 } } },
      }}
    >
      {detail.data ? (
        <NewsDetailBody key={detail.data.id} news={detail.data} onClose={onClose} />
      ) : detail.isError ? (
        <DetailError message={detail.error.message} />
      ) : (
        <DetailSkeleton />
      )}
    </Drawer>
  );
}

function NewsDetailBody({ news, onClose }: { news: NewsDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useOpenedItemActions('news', news.id);
  // A viewer reads and copies; downloads and posting to the site start at reporter (the server refuses them too).
  const reporter = useTeamReach('reporter');
  const languageCodeOf = useLanguageCode();

  const { text: body, html } = withDateline(
    { text: htmlToText(news.content), html: news.content },
    news.place,
    languageCodeOf(news.language_id) === 'ne' ? 'ne' : 'en',
  );
  const labels = { terms: t('usageTerms.notice.terms'), note: t('usageTerms.notice.note') };
  const copyChoices: CopyChoice[] = [
    {
      what: 'all',
      label: t('detail.copyAll'),
      ...withUsageNotice({ text: `${news.title}\n\n${body}`, html: `<h1>${escapeHtml(news.title)}</h1>${html}` }, news, labels),
    },
    { what: 'title', label: t('detail.copyTitle'), text: news.title },
    { what: 'description', label: t('detail.copyDescription'), ...withUsageNotice({ text: body, html }, news, labels) },
  ];
  const files = { onDownloaded: actions.downloaded, onViewed: actions.viewed };

  return (
    <>
      <Stack
        direction="row"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          gap: 1,
          p: 1.5,
          pr: 7,
          flexWrap: 'wrap',
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {reporter && <PostToSiteButton newsId={news.id} />}
        <CopyButtons choices={copyChoices} onCopy={(choice) => actions.copy(choice.what, choice.text, choice.html)} />
        {reporter && <DownloadMenu newsId={news.id} />}
        <ItemActions kind="news" id={news.id} title={news.title} />
        <PrintButton kind="news" id={news.id} />
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </Stack>
      <Box component="article" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, color: 'text.secondary', mb: 1 }}>
          <Typography variant="body2">
            <time dateTime={news.publish_at}>{formatFullDate(news.publish_at)}</time>
            {news.revised_at && (
              <>
                {` · ${t('news.updated')} `}
                <time dateTime={news.revised_at}>{formatFullDate(news.revised_at)}</time>
              </>
            )}
          </Typography>
          {news.auto_post && (
            <Tooltip title={t('news.autoPosted')}>
              <CloudDone color="primary" fontSize="small" titleAccess={t('news.autoPosted')} />
            </Tooltip>
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {news.urgent && <UrgentMark />}
          <CategoryChips categories={news.categories} />
        </Stack>
        <Typography id="news-detail-title" variant="h2" component="h2" sx={{ my: 2 }}>
          {news.title}
        </Typography>
        <ItemPlaceLine place={news.place} className={styles.place} />
        {news.source_name && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2, fontStyle: 'italic' }}>
            {t('news.source', { name: news.source_name })}
          </Typography>
        )}
        <UsageTermsNotice notice={news} />
        <RichText html={news.content} />
        <MediaFiles heading={t('media.images')} files={news.images} {...files} />
        <MediaFiles heading={t('media.videos')} files={news.videos} {...files} />
        <MediaFiles heading={t('media.pdfs')} files={news.pdfs} {...files} />
        {reporter && <DeliveryLog newsId={news.id} />}
      </Box>
    </>
  );
}
