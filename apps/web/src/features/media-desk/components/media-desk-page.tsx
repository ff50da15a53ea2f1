import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DeskMediaRow } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { useDeskMediaList } from '../api/get-desk-media-list.ts';
import type { DeskKind } from '../api/media-desk-keys.ts';

const PAGE_SIZE = 25;

/** /admin/galleries: every gallery of the agency, newest first. */
export const GalleriesDeskPage = () => <MediaDeskPage kind="galleries" />;
/** /admin/videos: every video of the agency, newest first. */
export const VideosDeskPage = () => <MediaDeskPage kind="videos" />;

function MediaDeskPage({ kind }: { kind: DeskKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const list = useDeskMediaList(kind, page, query);
  const rows = list.data?.data;
  const columns = useColumns(kind);
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <PageTitle>{t(`mediaDesk.${kind}.title`)}</PageTitle>
        <Button component={RouterLink} to={`/admin/${kind}/new`} variant="contained" startIcon={<Add />} sx={{ mb: 2 }}>
          {t(`mediaDesk.${kind}.add`)}
        </Button>
      </Stack>
      <Box sx={{ maxWidth: 420, mb: 1 }}>
        <SearchField
          label={t('mediaDesk.list.search')}
          value={query}
          onSearch={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
      </Box>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {rows?.length === 0 ? (
        <EmptyState title={t('mediaDesk.list.empty')} />
      ) : (
        <TableContainer component={Paper} variant="outlined" role="region" aria-label={t(`mediaDesk.${kind}.title`)} tabIndex={0}>
          <Table size="small" sx={{ minWidth: 640 }} aria-busy={list.isPending}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableRows rows={rows} columns={columns} skeletonRows={5} onOpen={(row) => navigate(`/admin/${kind}/${row.id}`)} />
          </Table>
        </TableContainer>
      )}
      {list.data && <ListPaging meta={list.data.meta} pageSize={PAGE_SIZE} shown={rows?.length ?? 0} page={page} onChange={setPage} />}
    </>
  );
}

function useColumns(kind: DeskKind): (TableColumn<DeskMediaRow> & { label: string })[] {
  const { t } = useTranslation();
  const columns: (TableColumn<DeskMediaRow> & { label: string })[] = [
    {
      key: 'thumbnail',
      label: t('mediaDesk.list.thumbnail'),
      width: 88,
      render: (row) => (
        <Box
          component={row.thumbnail ? 'img' : 'span'}
          src={row.thumbnail ?? undefined}
          alt=""
          sx={{ display: 'block', width: 72, height: 48, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ),
    },
    {
      key: 'title',
      label: t('mediaDesk.list.title'),
      render: (row) => (
        <Link component={RouterLink} to={`/admin/${kind}/${row.id}`} sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
          {row.title}
        </Link>
      ),
    },
    {
      key: 'status',
      label: t('mediaDesk.list.status'),
      render: (row) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
          {t(`newsStatus.${row.status}`)}
          {row.status === 'published' && new Date(row.publish_at) > new Date() && (
            <Chip size="small" color="warning" label={t('mediaDesk.list.scheduled')} />
          )}
        </Stack>
      ),
    },
    {
      key: 'publishAt',
      label: t('mediaDesk.list.publishAt'),
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatCardDate(row.publish_at)}</Box>,
    },
  ];
  if (kind === 'galleries')
    columns.push({ key: 'images', label: t('mediaDesk.list.images'), align: 'right', render: (row) => row.images_count });
  return columns;
}
