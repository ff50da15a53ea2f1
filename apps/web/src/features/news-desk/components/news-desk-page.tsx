import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { DeleteSelectedBar, usePageSelection } from '../../../components/delete-selected-bar.tsx';
import { OwnNewsFilters } from '../../../components/own-news-filters.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { type CoverageSlot, justPublishedOf } from '../../../lib/coverage-slot.ts';
import { hasOwnNewsFilters, useOwnNewsParams } from '../../../lib/own-news-params.ts';
import { useDeleteDeskNews } from '../api/delete-desk-news.ts';
import { useDeskNewsList } from '../api/get-desk-news-list.ts';
import { NewsDeskTable } from './news-desk-table.tsx';

/**
 * /admin/news, the news desk: every item of the agency, with the list's filters, Publish and Delete. Right after an
 * item is published, `coverage` (the agenda's "Delivers coverage", from app/router.tsx) offers to link it.
 */
export function NewsDeskPage({ coverage: Coverage }: { coverage?: CoverageSlot }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const justPublished = justPublishedOf(location.state);
  const { params, update, clear, sortBy } = useOwnNewsParams();
  const list = useDeskNewsList(params);
  const remove = useDeleteDeskNews();
  const { chosen, setSelected } = usePageSelection(list.data?.data);

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <PageTitle>{t('admin.desk.title')}</PageTitle>
        <Button component={RouterLink} to="/admin/news/new" variant="contained" startIcon={<Add />} sx={{ mb: 2 }}>
          {t('admin.desk.publish')}
        </Button>
      </Stack>
      {justPublished && Coverage && (
        <Box sx={{ maxWidth: 560, mb: 2 }}>
          <Coverage {...justPublished} onDismiss={() => navigate({ search: location.search }, { replace: true, state: null })} />
        </Box>
      )}
      <OwnNewsFilters searchLabel={t('admin.desk.search')} params={params} onChange={update} onReset={clear} />
      <DeleteSelectedBar
        chosen={chosen}
        onDeleted={() => setSelected([])}
        remove={remove}
        texts={{
          delete: t('admin.desk.delete'),
          selected: t('admin.desk.selected', { count: chosen.length }),
          title: t('admin.desk.deleteTitle'),
          text: t('admin.desk.deleteText', { count: chosen.length }),
        }}
      />
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
    </>
  );
}
