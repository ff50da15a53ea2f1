import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { type LookupRow, useDeleteLookups, useLookupRows } from '../api/lookup-rows.ts';
import type { LookupModel } from '../api/lookups-admin-keys.ts';

export type LookupColumn<Row> = TableColumn<Row> & { label: string };
/** Which texts of `lookupsAdmin.{section}` the table shows. */
type Section = 'categories' | 'languages' | 'setupValues' | 'plans';
/** The add/edit dialog: `row` is null when adding. */
export type RenderDialog<R> = (row: R | null, onClose: () => void) => ReactNode;

type Props<Model extends LookupModel> = {
  model: Model;
  section: Section;
  columns: LookupColumn<LookupRow<Model>>[];
  nameOf(row: LookupRow<Model>): string;
  renderDialog: RenderDialog<LookupRow<Model>>;
  minWidth?: number;
};

const SKELETON_ROWS = 4;

/** One model's rows with Add, and Edit and Delete (after a confirmation) on each row. */
export function LookupTable<Model extends LookupModel>({ model, section, columns, nameOf, renderDialog, minWidth = 640 }: Props<Model>) {
  type R = LookupRow<Model>;
  const { t } = useTranslation();
  const list = useLookupRows(model);
  const remove = useDeleteLookups(model);
  const [editing, setEditing] = useState<R | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<R>();
  const text = (key: string, values?: Record<string, unknown>) => t(`lookupsAdmin.${section}.${key}`, values);

  const confirmDelete = async (row: R) => {
    const answer = await remove.mutateAsync([row.id]).catch(() => undefined);
    setDeleting(undefined);
    if (answer) showNotice(answer.message, { variant: 'success' });
  };

  const actions: LookupColumn<R> = {
    key: 'actions',
    label: t('lookupsAdmin.actions.columnActions'),
    align: 'right',
    render: (row) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('lookupsAdmin.actions.edit', { name: nameOf(row) })}>
          <IconButton onClick={() => setEditing(row)} aria-label={t('lookupsAdmin.actions.edit', { name: nameOf(row) })}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('lookupsAdmin.actions.delete', { name: nameOf(row) })}>
          <IconButton onClick={() => setDeleting(row)} aria-label={t('lookupsAdmin.actions.delete', { name: nameOf(row) })}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Box>
    ),
  };
  const shown = [...columns, actions];

  return (
    <>
      <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)} sx={{ mb: 2 }}>
        {text('add')}
      </Button>
      {list.isError ? (
        <LoadError query={list} />
      ) : list.data?.length === 0 ? (
        <EmptyState title={text('empty')} hint={text('emptyHint')} />
      ) : (
        <>
          <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
          <TableFrame label={text('tableLabel')} outlined>
            <Table size="small" sx={{ minWidth }} aria-busy={list.isPending}>
              <TableHead>
                <TableRow>
                  {shown.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableRows rows={list.data} columns={shown} skeletonRows={SKELETON_ROWS} />
            </Table>
          </TableFrame>
        </>
      )}
      {editing !== undefined && renderDialog(editing, () => setEditing(undefined))}
      <ConfirmDialog
        open={deleting !== undefined}
        title={text('deleteTitle')}
        text={deleting ? text('deleteText', { name: nameOf(deleting) }) : ''}
        confirmLabel={t('lookupsAdmin.actions.confirmDelete')}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}

/** Whether a category or plan is offered. */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={t(active ? 'lookupsAdmin.status.active' : 'lookupsAdmin.status.inactive')}
    />
  );
}
