import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useDeleteDeskItems } from '../api/delete-desk-items.ts';
import { useDeskMediaList } from '../api/get-desk-media-list.ts';
import type { DeskKind } from '../api/media-desk-keys.ts';
import { MediaDeskTable } from './media-desk-table.tsx';

/** /admin/galleries: every gallery of the agency, newest first. */
export const GalleriesDeskPage = () => <MediaDeskPage kind="galleries" />;
/** /admin/videos: every video of the agency, newest first. */
export const VideosDeskPage = () => <MediaDeskPage kind="videos" />;

function MediaDeskPage({ kind }: { kind: DeskKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const list = useDeskMediaList(kind, page, query);
  const remove = useDeleteDeskItems(kind);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  // Only what the current page shows can be deleted: a choice made on another page or search is not on screen.
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
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1, minHeight: 36 }}>
        <Button variant="outlined" color="error" startIcon={<Delete />} disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
          {t('mediaDesk.list.delete')}
        </Button>
        <Typography variant="body2" role="status">
          {chosen.length > 0 && t('mediaDesk.list.selected', { count: chosen.length })}
        </Typography>
      </Stack>
      <MediaDeskTable
        kind={kind}
        list={list}
        page={page}
        selected={chosen}
        onSelect={setSelected}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t(`mediaDesk.${kind}.deleteTitle`)}
        text={t(`mediaDesk.${kind}.deleteText`, { count: chosen.length })}
        confirmLabel={t('mediaDesk.list.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => void deleteChosen()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
