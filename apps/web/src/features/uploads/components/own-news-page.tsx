import Add from '@mui/icons-material/Add';
import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OwnNewsFilters } from '../../../components/own-news-filters.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { hasOwnNewsFilters, useOwnNewsParams } from '../../../lib/own-news-params.ts';
import { useTeamReach } from '../../../lib/use-team-reach.ts';
import { useOwnNewsList } from '../api/get-own-news.ts';
import { ExportDialog } from './export-dialog.tsx';
import { OwnNewsTable } from './own-news-table.tsx';

/** /list-news, titled "Post": the media house's uploads to the agency, with filters, Add and (from editor up) Export. */
export function OwnNewsPage() {
  const { t } = useTranslation();
  const { params, update, clear, sortBy } = useOwnNewsParams();
  const list = useOwnNewsList(params);
  const [exporting, setExporting] = useState(false);
  // Reporters send news; exporting the house's list starts at editor (the server refuses it below).
  const mayExport = useTeamReach('editor');

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <PageTitle>{t('pages.listNews')}</PageTitle>
        <Stack direction="row" sx={{ gap: 1, mb: 2 }}>
          {mayExport && (
            <Button variant="outlined" startIcon={<FileDownload />} onClick={() => setExporting(true)}>
              {t('uploads.export.open')}
            </Button>
          )}
          <Button component={RouterLink} to="/add-news" variant="contained" startIcon={<Add />}>
            {t('pages.addNews')}
          </Button>
        </Stack>
      </Stack>
      <OwnNewsFilters searchLabel={t('uploads.list.search')} params={params} onChange={update} onReset={clear} />
      <OwnNewsTable
        list={list}
        params={params}
        filtered={hasOwnNewsFilters(params)}
        onSort={sortBy}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        onReset={clear}
      />
      <ExportDialog open={mayExport && exporting} params={params} total={list.data?.meta.total} onClose={() => setExporting(false)} />
    </>
  );
}
