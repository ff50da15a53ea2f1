import ArrowBack from '@mui/icons-material/ArrowBack';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import EditNote from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MediaFile, ReviewDecision, ReviewDetail } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CategoryChipList } from '../../../components/category-chip-list.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FileList } from '../../../components/file-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { StatusMarker } from '../../../components/status-marker.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCardDate } from '../../../lib/dates.ts';
import { useLookupNames } from '../../../lib/use-lookup-names.ts';
import { useReviewItem } from '../api/get-review-item.ts';
import { DecisionDialog } from './decision-dialog.tsx';

/** /admin/review/:id: one client upload as sent, who sent it, and the three decisions while it is pending. */
export function ReviewItemPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const item = useReviewItem(id);

  const back = (
    <Button component={RouterLink} to="/admin/review" startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
      {t('review.backToQueue')}
    </Button>
  );
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <>
        {back}
        {missing ? <EmptyState title={t('review.notFound')} hint={t('review.notFoundHint')} /> : <LoadError query={item} />}
      </>
    );
  }
  return (
    <>
      {back}
      {item.data ? <ReviewedUpload item={item.data} /> : <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />}
    </>
  );
}

function ReviewedUpload({ item }: { item: ReviewDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { languageName } = useLookupNames();
  const [deciding, setDeciding] = useState<ReviewDecision>();
  const files = [...item.images, ...item.videos, ...(item.pdf ? [item.pdf] : [])];

  return (
    <>
      <PageTitle>{item.title}</PageTitle>
      {item.status === 'pending' && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button variant="contained" color="success" startIcon={<Check />} onClick={() => setDeciding('approve')}>
            {t('review.approve')}
          </Button>
          <Button variant="outlined" startIcon={<EditNote />} onClick={() => setDeciding('request-changes')}>
            {t('review.requestChanges')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<Close />} onClick={() => setDeciding('reject')}>
            {t('review.reject')}
          </Button>
        </Stack>
      )}
      {item.review_note && (
        <Alert severity={item.status === 'rejected' ? 'error' : 'warning'} sx={{ mb: 2 }}>
          {item.status === 'rejected'
            ? t('review.rejectedBecause', { note: item.review_note })
            : t('review.changesAsked', { note: item.review_note })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <DetailList
          details={[
            { label: t('admin.columns.status'), value: <StatusMarker status={item.status} /> },
            { label: t('review.organisation'), value: item.client.company_name || '—' },
            {
              label: t('review.sentBy'),
              value: (
                <>
                  {item.client.full_name} · <a href={`mailto:${item.client.email}`}>{item.client.email}</a>
                </>
              ),
            },
            { label: t('admin.columns.language'), value: languageName(item.language_id) },
            { label: t('admin.columns.categories'), value: <CategoryChipList categories={item.categories} /> },
            { label: t('review.uploadedAt'), value: formatCardDate(item.created_at) },
            ...(item.source_name ? [{ label: t('review.sourceName'), value: item.source_name }] : []),
            ...(item.reviewed_at
              ? [{ label: t('review.reviewed'), value: [formatCardDate(item.reviewed_at), item.reviewer_name].filter(Boolean).join(' · ') }]
              : []),
          ]}
        />
      </Paper>
      <PageSection title={t('review.content')}>
        {item.content ? <RichText html={item.content} /> : <Typography color="text.secondary">{t('review.noContent')}</Typography>}
      </PageSection>
      {files.length > 0 && (
        <PageSection title={t('review.files', { count: files.length })}>
          <UploadedFiles files={files} />
        </PageSection>
      )}
      {deciding && (
        <DecisionDialog item={item} decision={deciding} onClose={() => setDeciding(undefined)} onDone={() => navigate('/admin/review')} />
      )}
    </>
  );
}

function UploadedFiles({ files }: { files: MediaFile[] }) {
  const { t } = useTranslation();
  return (
    <FileList
      label={t('review.files', { count: files.length })}
      files={files.map((file) => ({
        key: String(file.id),
        name: file.download_name,
        size: file.size,
        kind: file.aggregate_type,
        previewUrl: file.thumbnail ?? (file.aggregate_type === 'image' ? file.path : null),
        note: file.extension.toUpperCase(),
      }))}
      actions={(row) => {
        const file = files.find((candidate) => String(candidate.id) === row.key);
        return (
          <Tooltip title={t('media.downloadFile', { name: row.name })}>
            <IconButton
              component="a"
              href={file?.path}
              target="_blank"
              rel="noopener"
              aria-label={t('media.downloadFile', { name: row.name })}
            >
              <Download fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      }}
    />
  );
}
