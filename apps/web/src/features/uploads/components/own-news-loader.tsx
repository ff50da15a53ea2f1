import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { OwnNewsDetail } from '@portal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useOwnNewsItem } from '../api/get-own-news.ts';

const routeId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

type Props = {
  children: (item: OwnNewsDetail) => ReactNode;
  /** The heading of a screen whose heading is the item's own title, until the item is there. */
  titleWhileMissing?: string;
};

/** Loads the upload named by the route's `:id` for Edit and Show News, with its loading and failure states. */
export function OwnNewsLoader({ children, titleWhileMissing }: Props) {
  const id = routeId(useParams().id);
  const item = useOwnNewsItem(id);
  if (item.isSuccess) {
    return (
      <>
        <ReviewNote item={item.data} />
        {children(item.data)}
      </>
    );
  }
  return (
    <>
      {titleWhileMissing && <PageTitle>{titleWhileMissing}</PageTitle>}
      <NotLoaded id={id} item={item} />
    </>
  );
}

/** What the agency said when it sent the item back or rejected it. */
function ReviewNote({ item }: { item: OwnNewsDetail }) {
  const { t } = useTranslation();
  if (!item.review_note) return null;
  const rejected = item.status === 'rejected';
  return (
    <Alert severity={rejected ? 'error' : 'warning'} sx={{ mb: 2 }}>
      {t(rejected ? 'uploads.review.rejected' : 'uploads.review.changesRequested', { note: item.review_note })}
    </Alert>
  );
}

function NotLoaded({ id, item }: { id: number | undefined; item: ReturnType<typeof useOwnNewsItem> }) {
  const { t } = useTranslation();
  const missing = id === undefined || (item.error instanceof ApiError && item.error.status === 404);
  if (missing) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to="/list-news">
            {t('uploads.backToList')}
          </Button>
        }
      >
        {t('uploads.notFound')}
      </Alert>
    );
  }
  if (item.isError) {
    return <LoadError query={item} />;
  }
  return (
    <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton width="60%" />
      <Skeleton width="40%" />
    </Stack>
  );
}
