import type { NewsDownloadFormat, NinjsVersion } from '@portal/shared';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { lazyWithMui } from '../../../../ui/lazy-with-mui.tsx';
import { downloadNews } from '../../api/download-news.ts';

const DownloadFormatMenu = lazyWithMui(() => import('../../components/news/download-format-menu.tsx').then((m) => m.default));

/** "Download" beside the copy buttons of a news item: as plain text, ninjs JSON (2.1, 2.3 or 3.2) or NITF XML. */
export function DownloadMenu({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first press on, so the menu keeps its closing animation.
  const [used, setUsed] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = async (format: NewsDownloadFormat, ninjs?: NinjsVersion) => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadNews(newsId, format, ninjs);
    } catch {
      // The failure was announced by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon="download"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        busy={busy}
        onPointerEnter={DownloadFormatMenu.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
      >
        {t('downloads.download')}
      </Button>
      {used && (
        <Suspense>
          <DownloadFormatMenu
            id={menuId}
            anchor={anchor}
            onChoose={(format, ninjs) => void choose(format, ninjs)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
