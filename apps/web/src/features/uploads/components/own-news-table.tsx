import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OWN_NEWS_PAGE_SIZE, type OwnNewsRow, type Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable, NAME_MIN_WIDTH, TITLE_MIN_WIDTH } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { StatusMarker } from '../../../components/status-marker.tsx';
import { TableDate } from '../../../components/table-date.tsx';
import type { OwnNewsParams, OwnNewsSort } from '../../../lib/own-news-params.ts';
import { useLookupNames } from '../../../lib/use-lookup-names.ts';

type Column = DataColumn<OwnNewsRow, OwnNewsSort>;

type Props = {
  list: UseQueryResult<Paged<OwnNewsRow>>;
  params: OwnNewsParams;
  filtered: boolean;
  onSort: (field: OwnNewsSort) => void;
  onPage: (page: number) => void;
  onReset: () => void;
};

/** The "Post" table (SPEC.md §2 List of own news): 25 rows a page, sorted and paged on the server. */
export function OwnNewsTable({ list, params, filtered, onSort, onPage, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('uploads.list.tableLabel')}
      list={list}
      columns={useColumns()}
      empty={
        <EmptyState
          title={t('uploads.list.empty')}
          hint={filtered ? t('common.emptyFilteredHint') : t('uploads.list.emptyHint')}
          action={
            filtered ? (
              <Button onClick={onReset}>{t('uploads.list.reset')}</Button>
            ) : (
              <Button component={RouterLink} to="/add-news" variant="contained">
                {t('pages.addNews')}
              </Button>
            )
          }
        />
      }
      page={params.page}
      pageSize={OWN_NEWS_PAGE_SIZE}
      onPage={onPage}
      sort={{ by: params.sortBy, descending: params.descending, onSort }}
      minWidth={760}
    />
  );
}

function useColumns(): Column[] {
  const { t } = useTranslation();
  const { languageName, categoryName } = useLookupNames();
  const label = (key: string) => t(`uploads.columns.${key}`);
  const date = (iso: string | null) => (iso ? <TableDate iso={iso} /> : t('uploads.list.notPublished'));
  return [
    {
      key: 'title',
      label: label('title'),
      sort: 'title',
      minWidth: TITLE_MIN_WIDTH,
      breaksLongWords: true,
      render: (row) => (
        <>
          <Link component={RouterLink} to={`/show-news/${row.id}`} sx={{ fontWeight: 600 }}>
            {row.title}
          </Link>
          {/* On a phone the table scrolls sideways: who sent the news stays in sight under its title. */}
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {t('uploads.list.sentBy', { name: row.user_name })}
          </Typography>
        </>
      ),
    },
    { key: 'language', label: label('language'), render: (row) => languageName(row.language_id) },
    { key: 'categories', label: label('categories'), render: (row) => row.categories_name.map(categoryName).join(', ') },
    { key: 'publishDate', label: label('publishDate'), sort: 'publish_at', render: (row) => date(row.publish_at) },
    { key: 'label', label: label('label'), render: (row) => row.label },
    { key: 'userName', label: label('userName'), render: (row) => row.user_name, minWidth: NAME_MIN_WIDTH, breaksLongWords: true },
    { key: 'status', label: label('status'), sort: 'status', render: (row) => <StatusMarker status={row.status} /> },
    { key: 'createdAt', label: label('createdAt'), sort: 'created_at', render: (row) => date(row.created_at) },
  ];
}
