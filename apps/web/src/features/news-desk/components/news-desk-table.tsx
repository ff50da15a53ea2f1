import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { OWN_NEWS_PAGE_SIZE, type OwnNewsRow, type Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataTable, NAME_MIN_WIDTH, TITLE_MIN_WIDTH } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { StatusMarker } from '../../../components/status-marker.tsx';
import { TableDate } from '../../../components/table-date.tsx';
import type { OwnNewsParams, OwnNewsSort } from '../../../lib/own-news-params.ts';
import { usePlaceLine } from '../../../lib/places.ts';
import { useLookupNames } from '../../../lib/use-lookup-names.ts';

type Column = DataColumn<OwnNewsRow, OwnNewsSort>;

type Props = {
  list: UseQueryResult<Paged<OwnNewsRow>>;
  params: OwnNewsParams;
  filtered: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onSort: (field: OwnNewsSort) => void;
  onPage: (page: number) => void;
  onReset: () => void;
};

/** Every item of the agency, 25 a page: a row opens the editor, the checkboxes choose items to delete. */
export function NewsDeskTable({ list, params, filtered, selected, onSelect, onSort, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DataTable
      label={t('admin.desk.tableLabel')}
      list={list}
      columns={useColumns()}
      empty={
        <EmptyState
          title={t('admin.desk.empty')}
          hint={filtered ? t('common.emptyFilteredHint') : t('admin.desk.emptyHint')}
          action={filtered && <Button onClick={onReset}>{t('filters.reset')}</Button>}
        />
      }
      page={params.page}
      pageSize={OWN_NEWS_PAGE_SIZE}
      onPage={onPage}
      onOpen={(row) => navigate(`/admin/news/${row.id}`)}
      sort={{ by: params.sortBy, descending: params.descending, onSort }}
      selection={{
        selected,
        onSelect,
        allLabel: t('admin.desk.selectAll'),
        rowLabel: (row) => t('admin.desk.selectRow', { title: row.title }),
      }}
      minWidth={760}
    />
  );
}

function useColumns(): Column[] {
  const { t } = useTranslation();
  const { languageName, categoryName } = useLookupNames();
  const placeLineOf = usePlaceLine();
  return [
    {
      key: 'title',
      label: t('admin.columns.title'),
      sort: 'title',
      minWidth: TITLE_MIN_WIDTH,
      breaksLongWords: true,
      render: (row) => (
        <Link component={RouterLink} to={`/admin/news/${row.id}`} sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
          {row.title}
        </Link>
      ),
    },
    { key: 'language', label: t('admin.columns.language'), render: (row) => languageName(row.language_id) },
    { key: 'categories', label: t('admin.columns.categories'), render: (row) => row.categories_name.map(categoryName).join(', ') },
    {
      key: 'publishDate',
      label: t('admin.columns.publishDate'),
      sort: 'publish_at',
      render: (row) => <PublishDate iso={row.publish_at} />,
    },
    { key: 'place', label: t('places.column'), render: (row) => placeLineOf(row.place) },
    { key: 'author', label: t('admin.columns.author'), render: (row) => row.user_name, minWidth: NAME_MIN_WIDTH, breaksLongWords: true },
    { key: 'status', label: t('admin.columns.status'), sort: 'status', render: (row) => <StatusMarker status={row.status} /> },
    { key: 'createdAt', label: t('admin.columns.createdAt'), sort: 'created_at', render: (row) => <TableDate iso={row.created_at} /> },
  ];
}

/** When the item goes (or went) out; one still ahead is marked Scheduled. */
function PublishDate({ iso }: { iso: string | null }) {
  const { t } = useTranslation();
  if (!iso) return t('admin.desk.notPublished');
  const scheduled = new Date(iso).getTime() > Date.now();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <span>
        <TableDate iso={iso} />
      </span>
      {scheduled && <Chip size="small" color="info" variant="outlined" label={t('admin.desk.scheduled')} />}
    </Box>
  );
}
