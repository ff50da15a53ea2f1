import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_SAVED_ITEMS, SAVED_ITEMS_PAGE_SIZE, type SavedItem } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { type FolderChoice, useRemoveSavedItem, useSavedFolders, useSavedItems } from '../api/saved-items.ts';
import { FolderList } from './folder-list.tsx';
import { SavedItemRow } from './saved-item-row.tsx';

/** The folder and page in the address (`folder`: an id or `none`; `page`), so Back and a reload keep them. */
function useFolderAndPage() {
  const [search, setSearch] = useSearchParams();
  const folderParam = search.get('folder');
  const folder: FolderChoice = folderParam === 'none' ? 'none' : Number(folderParam) > 0 ? Number(folderParam) : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const go = (next: { folder: FolderChoice; page: number }) => {
    const params = new URLSearchParams();
    if (next.folder !== undefined) params.set('folder', String(next.folder));
    if (next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  return { folder, page, go };
}

/** Saved items: the person's folders, and their saved items with notes, newest first. */
export function SavedItemsPage() {
  const { t } = useTranslation();
  const { folder, page, go } = useFolderAndPage();
  const folders = useSavedFolders();
  const items = useSavedItems(folder, page);
  const remove = useRemoveSavedItem();
  const [removing, setRemoving] = useState<SavedItem>();

  const confirmRemove = async () => {
    if (!removing) return;
    const answer = await remove.mutateAsync(removing.id);
    showNotice(answer.message, { variant: 'success' });
    setRemoving(undefined);
  };

  const nothingSaved = folders.data?.total === 0;
  return (
    <>
      <PageTitle>{t('savedItems.title')}</PageTitle>
      {folders.isError && <LoadError query={folders} />}
      {items.isError && <LoadError query={items} />}
      {nothingSaved && folders.data?.data.length === 0 ? (
        <EmptyState
          title={t('savedItems.empty')}
          hint={t('savedItems.emptyHint')}
          action={
            <Button component={RouterLink} to="/news" variant="contained">
              {t('nav.news')}
            </Button>
          }
        />
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }, alignItems: 'start' }}
        >
          {folders.data && <FolderList folders={folders.data} chosen={folder} onChoose={(choice) => go({ folder: choice, page: 1 })} />}
          <Box component="section" aria-label={t('savedItems.title')}>
            {folders.data && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('savedItems.count', { count: folders.data.total, max: MAX_SAVED_ITEMS })}
              </Typography>
            )}
            {items.isPending && <CircularProgress aria-label={t('savedItems.title')} />}
            {items.data?.data.length === 0 && <EmptyState title={nothingSaved ? t('savedItems.empty') : t('savedItems.emptyFolder')} />}
            {items.data && items.data.data.length > 0 && (
              <>
                <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
                  {items.data.data.map((item) => (
                    <SavedItemRow key={item.id} item={item} folders={folders.data?.data ?? []} onRemove={setRemoving} />
                  ))}
                </Stack>
                <ListPaging
                  meta={items.data.meta}
                  pageSize={SAVED_ITEMS_PAGE_SIZE}
                  shown={items.data.data.length}
                  page={page}
                  onChange={(next) => go({ folder, page: next })}
                />
              </>
            )}
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('savedItems.removeTitle')}
        text={t('savedItems.removeText', { title: removing?.card?.title ?? '' })}
        confirmLabel={t('savedItems.remove')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
      />
    </>
  );
}
