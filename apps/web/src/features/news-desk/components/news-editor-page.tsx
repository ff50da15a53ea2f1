import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { CoverageSlot } from '../../../lib/coverage-slot.ts';
import { useDeskNewsItem } from '../api/get-desk-news-item.ts';
import { NewsEditor } from './news-editor.tsx';

/**
 * /admin/news/new publishes an item; /admin/news/:id loads one to correct it, with `coverage` (the agenda's
 * "Delivers coverage", from app/router.tsx: a feature imports no other) beside a published one.
 */
export function NewsEditorPage({ coverage }: { coverage?: CoverageSlot }) {
  const { t } = useTranslation();
  const { id } = useParams();
  if (id === undefined) {
    return (
      <>
        <PageTitle>{t('admin.editor.newTitle')}</PageTitle>
        <NewsEditor />
      </>
    );
  }
  return (
    <>
      <PageTitle>{t('admin.editor.editTitle')}</PageTitle>
      <LoadedEditor id={Number(id)} coverage={coverage} />
    </>
  );
}

function LoadedEditor({ id, coverage }: { id: number; coverage: CoverageSlot | undefined }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const item = useDeskNewsItem(valid ? id : undefined);
  if (item.isSuccess) return <NewsEditor key={item.data.id} item={item.data} coverage={coverage} />;
  if (!valid || (item.error instanceof ApiError && item.error.status === 404)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to="/admin/news">
            {t('admin.editor.backToDesk')}
          </Button>
        }
      >
        {t('admin.editor.notFound')}
      </Alert>
    );
  }
  if (item.isError) return <LoadError query={item} />;
  return (
    <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton width="60%" />
    </Stack>
  );
}
