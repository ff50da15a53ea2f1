import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAFF_PAGE_SIZE, type StaffMember } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { type LabelledColumn, PagedTable } from '../../../components/paged-table.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { showNotice } from '../../../lib/notices.ts';
import { type StaffAction, useStaffAction, useStaffList } from '../api/staff.ts';
import { InviteStaffDialog, StaffRolesDialog } from './staff-dialogs.tsx';
import { StaffFilters } from './staff-filters.tsx';
import { hasStaffFilters, useStaffParams } from './staff-params.ts';
import { type ConfirmedAction, type Open, RowActions, StatusChip } from './staff-row-actions.tsx';

const SKELETON_ROWS = 6;

/** What each confirmed action asks: its title and text, and its button (the action's own name in the menu). */
const CONFIRM = {
  suspend: { title: 'staffAdmin.confirm.suspendTitle', text: 'staffAdmin.confirm.suspendText', danger: true },
  signOut: { title: 'staffAdmin.confirm.signOutTitle', text: 'staffAdmin.confirm.signOutText', danger: false },
  resetFactors: { title: 'staffAdmin.confirm.resetFactorsTitle', text: 'staffAdmin.confirm.resetFactorsText', danger: true },
} as const satisfies Record<ConfirmedAction, { title: string; text: string; danger: boolean }>;

/** /admin/staff: the agency's staff with their roles; an administrator invites, changes roles, suspends and signs out. */
export function StaffPage() {
  const { t } = useTranslation();
  const { params, update, clear } = useStaffParams();
  const list = useStaffList(params);
  const action = useStaffAction();
  const selfId = useProfile().data?.id;
  const [open, setOpen] = useState<Open>();
  const run = async (person: StaffMember, name: StaffAction) => {
    const answer = await action.mutateAsync({ id: person.id, action: name });
    showNotice(answer.message, { variant: 'success' });
  };

  const columns: LabelledColumn<StaffMember>[] = [
    {
      key: 'name',
      label: t('staffAdmin.columns.name'),
      render: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.full_name} {row.id === selfId && <Chip size="small" label={t('staffAdmin.you')} sx={{ ml: 0.5 }} />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {row.email}
          </Typography>
        </>
      ),
    },
    {
      key: 'roles',
      label: t('staffAdmin.columns.roles'),
      render: (row) => (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {row.staff_roles.map((role) => (
            <Chip key={role} size="small" variant="outlined" label={t(`staffAdmin.roles.${role}`)} />
          ))}
        </Stack>
      ),
    },
    { key: 'status', label: t('staffAdmin.columns.status'), render: (row) => <StatusChip status={row.status} /> },
    {
      key: 'active',
      label: t('staffAdmin.columns.lastActive'),
      render: (row) => (row.last_active_at ? <RelativeTime iso={row.last_active_at} /> : t('staffAdmin.never')),
    },
    { key: 'sessions', label: t('staffAdmin.columns.sessions'), render: (row) => row.sessions },
    {
      key: 'actions',
      label: t('staffAdmin.columns.actions'),
      render: (row) => (
        <RowActions
          person={row}
          self={row.id === selfId}
          onOpen={setOpen}
          onAction={(name) => void run(row, name).catch(() => undefined)}
        />
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('staffAdmin.title')}</PageTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('staffAdmin.about')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ kind: 'invite' })} sx={{ flexShrink: 0 }}>
          {t('staffAdmin.invite')}
        </Button>
      </Stack>
      <StaffFilters params={params} onChange={update} onReset={clear} />
      <PagedTable
        list={list}
        label={t('staffAdmin.tableLabel')}
        columns={columns}
        minWidth={760}
        pageSize={STAFF_PAGE_SIZE}
        page={params.page}
        onPage={(page) => update({ page })}
        empty={{ title: t('staffAdmin.empty'), hint: t('staffAdmin.emptyHint') }}
        filtered={hasStaffFilters(params)}
        onReset={clear}
        skeletonRows={SKELETON_ROWS}
      />
      {open?.kind === 'invite' && <InviteStaffDialog onClose={() => setOpen(undefined)} />}
      {open?.kind === 'roles' && <StaffRolesDialog person={open.person} onClose={() => setOpen(undefined)} />}
      {open?.kind === 'confirm' && (
        <ConfirmDialog
          open
          danger={CONFIRM[open.action].danger}
          busy={action.isPending}
          title={t(CONFIRM[open.action].title, { name: open.person.full_name })}
          text={t(CONFIRM[open.action].text, { name: open.person.full_name })}
          confirmLabel={t(`staffAdmin.actions.${open.action}`)}
          onConfirm={() =>
            void run(open.person, open.action)
              .catch(() => undefined)
              .finally(() => setOpen(undefined))
          }
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
