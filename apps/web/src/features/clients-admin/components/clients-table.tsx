import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CLIENTS_PAGE_SIZE, type ClientRow, type Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type LabelledColumn, PagedTable } from '../../../components/paged-table.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useRegisterCategoryLabel } from '../../../lib/lookups.ts';
import { AccountStatusChip, SubscriptionStateChip } from './subscription-state-chip.tsx';

type Column = LabelledColumn<ClientRow>;

type Props = {
  list: UseQueryResult<Paged<ClientRow>>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onReset: () => void;
};

/** The agency's clients, 25 a page; a row opens the client's page. */
export function ClientsTable({ list, page, filtered, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PagedTable
      list={list}
      label={t('clientsAdmin.list.tableLabel')}
      columns={useColumns()}
      minWidth={860}
      pageSize={CLIENTS_PAGE_SIZE}
      page={page}
      onPage={onPage}
      empty={{ title: t('clientsAdmin.list.empty'), hint: t('clientsAdmin.list.emptyHint') }}
      filtered={filtered}
      onReset={onReset}
      onOpen={(row) => navigate(`/admin/clients/${row.id}`)}
    />
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
