import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MediaFile, OwnNewsDetail } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CategoryChipList } from '../../../components/category-chip-list.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { FileList, type ListedFile } from '../../../components/file-list.tsx';
import { MediaViewerDialog } from '../../../components/media-viewer-dialog.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { StatusMarker } from '../../../components/status-marker.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { useLookupNames } from '../../../lib/use-lookup-names.ts';
import { PdfFrame } from './news-file-fields.tsx';
import { OwnNewsLoader } from './own-news-loader.tsx';

/** /show-news/:id: one of the client's own uploads, read-only, with its files. */
export function ShowNewsPage() {
  const { t } = useTranslation();
  return <OwnNewsLoader titleWhileMissing={t('pages.showNews')}>{(item) => <ShownNews item={item} />}</OwnNewsLoader>;
}

function ShownNews({ item }: { item: OwnNewsDetail }) {
  const { t } = useTranslation();
  const { languageName } = useLookupNames();
  const attachments = [...item.images, ...item.videos];
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Button component={RouterLink} to="/list-news" startIcon={<ArrowBack />} size="small">
          {t('uploads.backToList')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {item.editable && (
          <Button component={RouterLink} to={`/edit-news/${item.id}`} variant="contained" startIcon={<Edit />}>
            {t('uploads.show.edit')}
          </Button>
        )}
      </Stack>
      <PageTitle>{item.title}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <DetailList
          details={[
            { label: t('uploads.columns.status'), value: <StatusMarker status={item.status} /> },
            { label: t('uploads.columns.language'), value: languageName(item.language_id) },
            { label: t('uploads.columns.categories'), value: <CategoryChipList categories={item.categories} /> },
            ...(item.label ? [{ label: t('uploads.columns.label'), value: item.label }] : []),
            { label: t('uploads.columns.createdAt'), value: formatCardDate(item.created_at) },
            { label: t('uploads.show.updatedAt'), value: formatCardDate(item.updated_at) },
          ]}
        />
      </Paper>
      <PageSection title={t('uploads.form.content')}>
        {item.content ? <RichText html={item.content} /> : <Typography color="text.secondary">{t('uploads.show.noContent')}</Typography>}
      </PageSection>
      {attachments.length > 0 && (
        <PageSection title={`${t('uploads.form.attachments')} (${attachments.length})`}>
          <SavedFiles label={t('uploads.form.attachments')} files={attachments} />
        </PageSection>
      )}
      {item.pdf && (
        <PageSection title={t('uploads.form.pdf')}>
          <Stack sx={{ gap: 1.5 }}>
            <SavedFiles label={t('uploads.form.pdf')} files={[item.pdf]} />
            <PdfFrame file={item.pdf} />
          </Stack>
        </PageSection>
      )}
    </>
  );
}

/** Saved files with View (in the viewer) and Download (the signed link, saved as its id and extension). */
function SavedFiles({ label, files }: { label: string; files: MediaFile[] }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<MediaFile>();
  const listed: ListedFile[] = files.map((file) => ({
    key: String(file.id),
    name: file.download_name,
    size: file.size,
    kind: file.aggregate_type,
    previewUrl: file.thumbnail ?? (file.aggregate_type === 'image' ? file.path : null),
    note: file.extension.toUpperCase(),
  }));
  const fileOf = (row: ListedFile) => files.find((file) => String(file.id) === row.key);
  return (
    <>
      <FileList
        label={label}
        files={listed}
        actions={(row) => (
          <Stack direction="row">
            <Tooltip title={t('media.viewFile', { name: row.name })}>
              <IconButton aria-label={t('media.viewFile', { name: row.name })} onClick={() => setViewing(fileOf(row))}>
                <Visibility fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('media.downloadFile', { name: row.name })}>
              <IconButton
                component="a"
                href={fileOf(row)?.path}
                download={row.name}
                aria-label={t('media.downloadFile', { name: row.name })}
              >
                <Download fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )}
      />
      <MediaViewerDialog file={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
