import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { writeListParams } from '../../../lib/list-params.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useDeleteSearch, useSavedSearches } from '../api/saved-searches.ts';
import { SaveSearchDialog } from './save-search-dialog.tsx';

/** The news list of a saved search, its words and filters in the address. */
export const listPathOf = (search: Pick<SavedSearch, 'query' | 'filters'>) => {
  const { filters } = search;
  const query = writeListParams(new URLSearchParams(), {
    page: 1,
    query: search.query,
    preset: filters.date_preset,
    from: filters.date_from,
    to: filters.date_to,
    bsMonth: filters.bs_month,
    languageId: filters.language_id,
    categoryIds: filters.category_ids ?? [],
    topic: filters.media_topic,
    provinceId: filters.province,
    districtId: filters.district,
    localLevelId: filters.local_level,
  }).toString();
  return query ? `/news?${query}` : '/news';
};

/** The client's saved searches: open each as a list, edit or rename it, delete it. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const [editing, setEditing] = useState<SavedSearch>();
  const [deleting, setDeleting] = useState<SavedSearch>();
  const remove = useDeleteSearch();

  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove.mutateAsync(deleting.id);
    showNotice(answer.message, { variant: 'success' });
    setDeleting(undefined);
  };

  return (
    <>
      <PageTitle>{t('savedSearches.title')}</PageTitle>
      {searches.isPending && <CircularProgress aria-label={t('savedSearches.title')} />}
      {searches.isError && <LoadError query={searches} />}
      {searches.data?.length === 0 && (
        <EmptyState
          title={t('savedSearches.empty')}
          hint={t('savedSearches.emptyHint')}
          action={
            <Button component={RouterLink} to="/news" variant="contained">
              {t('nav.news')}
            </Button>
          }
        />
      )}
      {searches.data && searches.data.length > 0 && (
        <Paper variant="outlined">
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
            {t('savedSearches.count', { count: searches.data.length, max: MAX_SAVED_SEARCHES })}
          </Typography>
          <List aria-label={t('savedSearches.title')}>
            {searches.data.map((search) => (
              <ListItem key={search.id} divider sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={search.name}>
                <ListItemText
                  primary={search.name}
                  secondary={search.query ? `${t('savedSearches.words')}: ${search.query}` : t('savedSearches.noWords')}
                  sx={{ minWidth: 200 }}
                />
                <Chip
                  size="small"
                  color={search.alert === 'off' ? 'default' : 'primary'}
                  label={
                    search.alert === 'daily' && search.daily_at
                      ? t('savedSearches.dailyAtTime', { time: search.daily_at })
                      : t(`savedSearches.alerts.${search.alert}`)
                  }
                  aria-label={`${t('savedSearches.alert')}: ${t(`savedSearches.alerts.${search.alert}`)}`}
                />
                <Stack direction="row" spacing={1}>
                  <Button size="small" component={RouterLink} to={listPathOf(search)} startIcon={<OpenInNew />}>
                    {t('savedSearches.open')}
                  </Button>
                  <Button size="small" startIcon={<Edit />} onClick={() => setEditing(search)}>
                    {t('savedSearches.edit')}
                  </Button>
                  <Button size="small" color="error" startIcon={<Delete />} onClick={() => setDeleting(search)}>
                    {t('savedSearches.delete')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && (
        <SaveSearchDialog
          id={editing.id}
          initial={{ name: editing.name, query: editing.query, filters: editing.filters, alert: editing.alert, daily_at: editing.daily_at }}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('savedSearches.deleteTitle')}
        text={t('savedSearches.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('savedSearches.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
