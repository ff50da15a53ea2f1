import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../../components/page-title.tsx';
import { ScrollToTopButton } from '../../../../components/scroll-to-top-button.tsx';
import type { ContentKind } from '../../api/record-engagement.ts';
import { NewsDetailDrawer } from '../../item/news/news-detail-drawer.tsx';
import { GalleryDialog } from '../../item/photos/gallery-dialog.tsx';
import { videoPath } from '../../item/videos/video-path.ts';
import { useOpenGate } from '../../list/shared/subscription-gate.ts';
import { useOpenedItem } from '../../list/shared/use-opened-item.ts';
import { ITEM_DIALOGS } from '../shared/item-dialogs.ts';
import { ActivityTimeline } from './activity-timeline.tsx';

const KINDS: readonly ContentKind[] = ['news', 'gallery', 'video'];

/** The client's history (SPEC.md §2 Activity): what it viewed, copied and downloaded, by kind. */
export function ActivityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ContentKind>('news');
  const [newsId, openNews, closeNews] = useOpenedItem(ITEM_DIALOGS.news);
  const [galleryId, openGallery, closeGallery] = useOpenedItem(ITEM_DIALOGS.gallery);
  const gate = useOpenGate();

  const open = (id: number) =>
    gate(() => {
      if (kind === 'news') openNews(id);
      else if (kind === 'gallery') openGallery(id);
      else navigate(videoPath(id));
    });

  return (
    <>
      <PageTitle>{t('pages.activities')}</PageTitle>
      <Tabs value={kind} onChange={(_, next: ContentKind) => setKind(next)} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {KINDS.map((name) => (
          <Tab key={name} value={name} label={t(`activity.tabs.${name}`)} />
        ))}
      </Tabs>
      <ActivityTimeline key={kind} kind={kind} onOpen={(entry) => open(entry.id)} />
      <NewsDetailDrawer id={newsId} onClose={closeNews} />
      <GalleryDialog id={galleryId} onClose={closeGallery} />
      <ScrollToTopButton />
    </>
  );
}
