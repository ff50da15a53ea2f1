import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { OWN_NEWS_PAGE_SIZE, type Paged, type ReviewRow } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataTable, NAME_MIN_WIDTH, TITLE_MIN_WIDTH } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { StatusMarker } from '../../../components/status-marker.tsx';
import { TableDate } from '../../../components/table-date.tsx';
import type { OwnNewsParams, OwnNewsSort } from '../../../lib/own-news-params.ts';
import { useLookupNames } from '../../../lib/use-lookup-names.ts';

type Column = DataColumn<ReviewRow, OwnNewsSort>;

type Props = {
  list: UseQueryResult<Paged<ReviewRow>>;
  params: OwnNewsParams;
  filtered: boolean;
  onSort: (field: OwnNewsSort) => void;
  onPage: (page: number) => void;
  onReset: () => void;
};

/** The uploads of one tab of the queue, 25 a page; a row opens the upload to decide on it. */
export function ReviewQueueTable({ list, params, filtered, onSort, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DataTable
      label={t('review.tableLabel')}
      list={list}
      columns={useColumns()}
      empty={
        <EmptyState
          title={t('review.empty')}
          hint={filtered ? t('common.emptyFilteredHint') : t('review.emptyHint')}
          action={filtered && <Button onClick={onReset}>{t('filters.reset')}</Button>}
        />
      }
      page={params.page}
      pageSize={OWN_NEWS_PAGE_SIZE}
      onPage={onPage}
      onOpen={(row) => navigate(`/admin/review/${row.id}`)}
      sort={{ by: params.sortBy, descending: params.descending, onSort }}
      minWidth={860}
    />
  );
}

function useColumns(): Column[] {
  const { t } = useTranslation();
  const { languageName, categoryName } = useLookupNames();
  return [
    {
      key: 'title',
      label: t('admin.columns.title'),
      sort: 'title',
      minWidth: TITLE_MIN_WIDTH,
      breaksLongWords: true,
      render: (row) => (
        <Link component={RouterLink} to={`/admin/review/${row.id}`} sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
          {row.title}
        </Link>
      ),
    },
    {
      key: 'organisation',
      label: t('review.organisation'),
      render: (row) => row.company_name || row.user_name,
      minWidth: NAME_MIN_WIDTH,
      breaksLongWords: true,
    },
    { key: 'language', label: t('admin.columns.language'), render: (row) => languageName(row.language_id) },
    { key: 'categories', label: t('admin.columns.categories'), render: (row) => row.categories_name.map(categoryName).join(', ') },
    { key: 'status', label: t('admin.columns.status'), sort: 'status', render: (row) => <StatusMarker status={row.status} /> },
    {
      key: 'createdAt',
      label: t('review.uploadedAt'),
      sort: 'created_at',
      render: (row) => <TableDate iso={row.created_at} />,
    },
  ];
}
