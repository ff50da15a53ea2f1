import type { NewsDetail } from '@portal/shared';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../../components/rich-text.tsx';
import { formatFullDate } from '../../../../lib/dates.ts';
import { escapeHtml, htmlToText } from '../../../../lib/html-text.ts';
import { ItemActions } from '../../../../lib/item-actions.tsx';
import { useLanguageCode } from '../../../../lib/lookups.ts';
import { useTeamReach } from '../../../../lib/use-team-reach.ts';
import { IconButton } from '../../../../ui/button.tsx';
import { hintProps } from '../../../../ui/hint.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { SideSheet } from '../../../../ui/side-sheet.tsx';
import text from '../../../../ui/text.module.css';
import { useNewsDetail } from '../../api/get-news.ts';
import { CategoryChips } from '../../list/shared/category-chips.tsx';
import { useRedirectWhenRefused } from '../../list/shared/subscription-gate.ts';
import { PrintButton } from '../print/print-button.tsx';
import { CopyButtons, type CopyChoice } from '../shared/copy-buttons.tsx';
import { withDateline } from '../shared/dateline-copy.ts';
import { DetailError, DetailSkeleton } from '../shared/detail-states.tsx';
import { ItemPlaceLine } from '../shared/item-place-line.tsx';
import { MediaFiles } from '../shared/media-files.tsx';
import { RelatedItems } from '../shared/related-items.tsx';
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
  // The sheet slides out with the item it showed, not a skeleton.
  const [shownId, setShownId] = useState(id);
  if (id !== undefined && id !== shownId) setShownId(id);
  const detail = useNewsDetail(shownId);
  // The article's arrival draws it in the background, a slice at a time, not as one long task.
  const news = useDeferredValue(detail.data);
  useRedirectWhenRefused(detail.error);
  return (
    <SideSheet open={id !== undefined} onClose={onClose} side="right" labelledBy="news-detail-title" className={styles.sheet}>
      {news ? (
        <NewsDetailBody key={news.id} news={news} onClose={onClose} />
      ) : detail.isError ? (
        <DetailError message={detail.error.message} />
      ) : (
        <DetailSkeleton />
      )}
    </SideSheet>
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
      <div className={styles.toolbar}>
        {reporter && <PostToSiteButton newsId={news.id} />}
        <CopyButtons choices={copyChoices} onCopy={(choice) => actions.copy(choice.what, choice.text, choice.html)} />
        {reporter && <DownloadMenu newsId={news.id} />}
        <ItemActions kind="news" id={news.id} title={news.title} />
        <PrintButton kind="news" id={news.id} />
        <IconButton icon="close" label={t('common.close')} hint={false} onClick={onClose} className={styles.close} />
      </div>
      <article className={styles.article}>
        <div className={`${styles.dates} ${text.secondary}`}>
          <p className={text.body2}>
            <time dateTime={news.publish_at}>{formatFullDate(news.publish_at)}</time>
            {news.revised_at && (
              <>
                {` · ${t('news.updated')} `}
                <time dateTime={news.revised_at}>{formatFullDate(news.revised_at)}</time>
              </>
            )}
          </p>
          {news.auto_post && <AutoPostedMark label={t('news.autoPosted')} />}
        </div>
        <div className={styles.marks}>
          {news.urgent && <UrgentMark />}
          <CategoryChips categories={news.categories} />
        </div>
        <h2 id="news-detail-title" className={`${text.h2} ${styles.title}`}>
          {news.title}
        </h2>
        <ItemPlaceLine place={news.place} className={styles.place} />
        {news.source_name && (
          <p className={`${text.body2} ${text.secondary} ${styles.source}`}>{t('news.source', { name: news.source_name })}</p>
        )}
        <UsageTermsNotice notice={news} />
        <RichText html={news.content} />
        <MediaFiles heading={t('media.images')} files={news.images} {...files} />
        <MediaFiles heading={t('media.videos')} files={news.videos} {...files} />
        <MediaFiles heading={t('media.pdfs')} files={news.pdfs} {...files} />
        {reporter && <DeliveryLog newsId={news.id} />}
        <RelatedItems kind="news" id={news.id} />
      </article>
    </>
  );
}

function AutoPostedMark({ label }: { label: string }) {
  const hint = hintProps(label, 'below');
  return (
    <span data-hint={hint['data-hint']} className={`${hint.className} ${styles.autoPosted}`}>
      <Icon name="cloudDone" size="small" label={label} />
    </span>
  );
}
