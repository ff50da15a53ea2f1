import type { MediaFile } from '@portal/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../lib/format-bytes.ts';
import { srcSetOf } from '../../../../lib/image-srcset.ts';
import { useTeamReach } from '../../../../lib/use-team-reach.ts';
import { Button } from '../../../../ui/button.tsx';
import { Icon } from '../../../../ui/icon.tsx';
import { lazyWithMui } from '../../../../ui/lazy-with-mui.tsx';
import { LinearProgress } from '../../../../ui/linear-progress.tsx';
import text from '../../../../ui/text.module.css';
import styles from './media-files.module.css';
import { useDownload } from './use-item-actions.ts';

const MediaViewerDialog = lazyWithMui(() => import('../../../../components/media-viewer-dialog.tsx').then((m) => m.MediaViewerDialog));

type Props = {
  heading: string;
  files: MediaFile[];
  onDownloaded: () => void;
  onViewed: () => void;
};

const PREVIEW = { width: 72, height: 48 };

/** A section of an item's files (images, videos or PDFs), each with View, and Download from reporter up (a viewer reads only). */
export function MediaFiles({ heading, files, onDownloaded, onViewed }: Props) {
  const [viewing, setViewing] = useState<MediaFile | undefined>();
  // Mounted from the first View on, so the viewer keeps its closing animation.
  const [viewed, setViewed] = useState(false);
  if (files.length === 0) return null;
  return (
    <section aria-label={heading} className={styles.section}>
      <h3 className={`${text.h3} ${styles.heading}`}>
        {heading} ({files.length})
      </h3>
      <ul className={styles.list}>
        {files.map((file) => (
          <MediaFileRow
            key={file.id}
            file={file}
            onDownloaded={onDownloaded}
            onIntent={MediaViewerDialog.preload}
            onView={() => {
              setViewing(file);
              setViewed(true);
              onViewed();
            }}
          />
        ))}
      </ul>
      {viewed && (
        <Suspense>
          <MediaViewerDialog file={viewing} onClose={() => setViewing(undefined)} />
        </Suspense>
      )}
    </section>
  );
}

type RowProps = { file: MediaFile; onDownloaded: () => void; onIntent: () => void; onView: () => void };

function MediaFileRow({ file, onDownloaded, onIntent, onView }: RowProps) {
  const { t } = useTranslation();
  const download = useDownload();
  const mayDownload = useTeamReach('reporter');
  return (
    <li className={styles.row}>
      <FilePreview file={file} />
      <div className={styles.about}>
        <p className={`${text.body2} ${styles.name}`}>{file.download_name}</p>
        <span className={`${text.caption} ${text.secondary}`}>
          {[file.width && file.height ? `${file.width}×${file.height}` : null, formatBytes(file.size)].filter(Boolean).join(' · ')}
        </span>
        {download.busy && <LinearProgress label={t('media.downloading')} value={download.progress ?? 0} />}
      </div>
      <div className={styles.actions}>
        {mayDownload && (
          <Button
            size="small"
            variant="outlined"
            startIcon="download"
            disabled={download.busy}
            aria-label={t('media.downloadFile', { name: file.download_name })}
            onClick={async () => {
              if (await download.start(file.path, file.download_name)) onDownloaded();
            }}
          >
            {t('media.download')}
          </Button>
        )}
        <Button
          size="small"
          variant="contained"
          startIcon="visibility"
          aria-label={t('media.viewFile', { name: file.download_name })}
          onPointerEnter={onIntent}
          onClick={onView}
        >
          {t('media.view')}
        </Button>
      </div>
    </li>
  );
}

function FilePreview({ file }: { file: MediaFile }) {
  if (file.aggregate_type === 'image') {
    return (
      <img
        className={styles.preview}
        src={file.thumbnail ?? file.path}
        srcSet={srcSetOf(file.renditions)}
        sizes={`${PREVIEW.width}px`}
        width={PREVIEW.width}
        height={PREVIEW.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={`${styles.preview} ${file.aggregate_type === 'pdf' ? styles.pdf : styles.video}`}>
      <Icon name={file.aggregate_type === 'pdf' ? 'pictureAsPdfOutlined' : 'playCircleOutline'} />
    </span>
  );
}
