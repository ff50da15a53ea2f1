import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { OwnNewsFilters } from '../../../components/own-news-filters.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { hasOwnNewsFilters, useOwnNewsParams } from '../../../lib/own-news-params.ts';
import { useDeleteDeskNews } from '../api/delete-desk-news.ts';
import { useDeskNewsList } from '../api/get-desk-news-list.ts';
import { NewsDeskTable } from './news-desk-table.tsx';

/** /admin/news, the news desk: every item of the agency, with the list's filters, Publish and Delete. */
export function NewsDeskPage() {
  const { t } = useTranslation();
  const { params, update, clear, sortBy } = useOwnNewsParams();
  const list = useDeskNewsList(params);
  const remove = useDeleteDeskNews();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  // Only what the current page shows can be deleted: a choice made on another page or under other filters is not on screen.
  const chosen = selected.filter((id) => list.data?.data.some((row) => row.id === id));

  const deleteChosen = async () => {
    const answer = await remove.mutateAsync(chosen).catch(() => undefined);
    setConfirming(false);
    if (!answer) return;
    setSelected([]);
    enqueueSnackbar(answer.message, { variant: 'success' });
  };

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <PageTitle>{t('admin.desk.title')}</PageTitle>
        <Button component={RouterLink} to="/admin/news/new" variant="contained" startIcon={<Add />} sx={{ mb: 2 }}>
          {t('admin.desk.publish')}
        </Button>
      </Stack>
      <OwnNewsFilters searchLabel={t('admin.desk.search')} params={params} onChange={update} onReset={clear} />
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1, minHeight: 36 }}>
        <Button variant="outlined" color="error" startIcon={<Delete />} disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
          {t('admin.desk.delete')}
        </Button>
        <Typography variant="body2" role="status">
          {chosen.length > 0 && t('admin.desk.selected', { count: chosen.length })}
        </Typography>
      </Stack>
      <NewsDeskTable
        list={list}
        params={params}
        filtered={hasOwnNewsFilters(params)}
        selected={chosen}
        onSelect={setSelected}
        onSort={sortBy}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        onReset={clear}
      />
      <ConfirmDialog
        open={confirming}
        title={t('admin.desk.deleteTitle')}
        text={t('admin.desk.deleteText', { count: chosen.length })}
        confirmLabel={t('admin.desk.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => void deleteChosen()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
