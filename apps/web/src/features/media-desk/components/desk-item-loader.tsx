import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { DeskKind } from '../api/media-desk-keys.ts';

/** A desk item being loaded for its editor: placeholders, "does not exist" with a way back, or the editor. */
export function DeskItemLoader<Item>(props: {
  kind: DeskKind;
  valid: boolean;
  item: UseQueryResult<Item>;
  children(item: Item): ReactNode;
}) {
  const { t } = useTranslation();
  const { item, kind } = props;
  if (item.isSuccess) return props.children(item.data);
  if (!props.valid || (item.error instanceof ApiError && item.error.status === 404)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={`/admin/${kind}`}>
            {t(`mediaDesk.${kind}.back`)}
          </Button>
        }
      >
        {t(`mediaDesk.${kind}.notFound`)}
      </Alert>
    );
  }
  if (item.isError) return <LoadError query={item} />;
  return (
    <Stack sx={{ gap: 2 }} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
