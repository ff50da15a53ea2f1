import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLIENTS_PAGE_SIZE, type ClientRow, type Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useRegisterCategoryLabel } from '../../../lib/lookups.ts';
import { AccountStatusChip, SubscriptionStateChip } from './subscription-state-chip.tsx';

type Column = TableColumn<ClientRow> & { label: string };

type Props = {
  list: UseQueryResult<Paged<ClientRow>>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onReset: () => void;
};

const SKELETON_ROWS = 8;

/** The agency's clients, 25 a page; a row opens the client's page. */
export function ClientsTable({ list, page, filtered, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useColumns();
  const rows = list.data?.data;
  const meta = list.data?.meta;

  if (list.isError) return <LoadError query={list} />;
  if (rows?.length === 0) {
    return (
      <EmptyState
        title={t('clientsAdmin.list.empty')}
        hint={filtered ? t('common.emptyFilteredHint') : t('clientsAdmin.list.emptyHint')}
        action={filtered && <Button onClick={onReset}>{t('filters.reset')}</Button>}
      />
    );
  }
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableFrame label={t('clientsAdmin.list.tableLabel')} outlined>
        <Table size="small" sx={{ minWidth: 860 }} aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableRows rows={rows} columns={columns} skeletonRows={SKELETON_ROWS} onOpen={(row) => navigate(`/admin/clients/${row.id}`)} />
        </Table>
      </TableFrame>
      {meta && <ListPaging meta={meta} pageSize={CLIENTS_PAGE_SIZE} shown={rows?.length ?? 0} page={page} onChange={onPage} />}
    </>
  );
}

function useColumns(): Column[] {
  const { t } = useTranslation();
  const categoryLabel = useRegisterCategoryLabel();
  const nowrap = (text: string) => <Box sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;
  return [
    {
      key: 'name',
      label: t('clientsAdmin.columns.name'),
      render: (row) => (
        <>
          <Link
            component={RouterLink}
            to={`/admin/clients/${row.id}`}
            sx={{ fontWeight: 600 }}
            onClick={(event) => event.stopPropagation()}
          >
            {row.full_name}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {row.email}
          </Typography>
        </>
      ),
    },
    { key: 'mobile', label: t('clientsAdmin.columns.mobile'), render: (row) => nowrap(row.mobile_no) },
    { key: 'category', label: t('clientsAdmin.columns.category'), render: (row) => nowrap(categoryLabel(row.category)) },
    { key: 'plan', label: t('clientsAdmin.columns.plan'), render: (row) => nowrap(row.plan_name ?? '—') },
    { key: 'state', label: t('clientsAdmin.columns.state'), render: (row) => <SubscriptionStateChip state={row.subscription} /> },
    { key: 'expires', label: t('clientsAdmin.columns.expires'), render: (row) => nowrap(row.expires_at ? formatDay(row.expires_at) : '—') },
    {
      key: 'status',
      label: t('clientsAdmin.columns.status'),
      render: (row) => <AccountStatusChip verified={row.verified} suspended={row.suspended} />,
    },
    { key: 'registered', label: t('clientsAdmin.columns.registered'), render: (row) => nowrap(formatDay(row.created_at)) },
  ];
}
