import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { DeleteSelectedBar, usePageSelection } from '../../../components/delete-selected-bar.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { type CoverageSlot, justPublishedOf } from '../../../lib/coverage-slot.ts';
import { useDeleteDeskItems } from '../api/delete-desk-items.ts';
import { useDeskMediaList } from '../api/get-desk-media-list.ts';
import type { DeskKind } from '../api/media-desk-keys.ts';
import { MediaDeskTable } from './media-desk-table.tsx';

/** What app/router.tsx hands the desks: the agenda's "Delivers coverage", offered right after an item is published. */
type Slots = { coverage?: CoverageSlot };

/** /admin/galleries: every gallery of the agency, newest first. */
export const GalleriesDeskPage = ({ coverage }: Slots) => <MediaDeskPage kind="galleries" coverage={coverage} />;
/** /admin/videos: every video of the agency, newest first. */
export const VideosDeskPage = ({ coverage }: Slots) => <MediaDeskPage kind="videos" coverage={coverage} />;

function MediaDeskPage({ kind, coverage: Coverage }: { kind: DeskKind; coverage: CoverageSlot | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const justPublished = justPublishedOf(location.state);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const list = useDeskMediaList(kind, page, query);
  const remove = useDeleteDeskItems(kind);
  const { chosen, setSelected } = usePageSelection(list.data?.data);

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <PageTitle>{t(`mediaDesk.${kind}.title`)}</PageTitle>
        <Button component={RouterLink} to={`/admin/${kind}/new`} variant="contained" startIcon={<Add />} sx={{ mb: 2 }}>
          {t(`mediaDesk.${kind}.add`)}
        </Button>
      </Stack>
      {justPublished && Coverage && (
        <Box sx={{ maxWidth: 560, mb: 2 }}>
          <Coverage {...justPublished} onDismiss={() => navigate({ search: location.search }, { replace: true, state: null })} />
        </Box>
      )}
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
      <DeleteSelectedBar
        chosen={chosen}
        onDeleted={() => setSelected([])}
        remove={remove}
        texts={{
          delete: t('mediaDesk.list.delete'),
          selected: t('mediaDesk.list.selected', { count: chosen.length }),
          title: t(`mediaDesk.${kind}.deleteTitle`),
          text: t(`mediaDesk.${kind}.deleteText`, { count: chosen.length }),
        }}
      />
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
    </>
  );
}
