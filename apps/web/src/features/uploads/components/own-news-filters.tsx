import RestartAlt from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OWN_NEWS_STATUSES, type OwnNewsStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../../components/date-filter.tsx';
import { CategoriesFilter, LanguageFilter } from '../../../components/lookup-filters.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { hasOwnNewsFilters, type OwnNewsParams } from '../api/own-news-params.ts';

type Props = {
  params: OwnNewsParams;
  onChange: (change: Partial<OwnNewsParams>) => void;
  onReset: () => void;
};

const ALL = '';

/** Search, date range, language, categories and status of the "Post" table, and Reset. */
export function OwnNewsFilters({ params, onChange, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <Stack component="search" direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <SearchField label={t('uploads.list.search')} value={params.query} onSearch={(query) => onChange({ query })} />
      <DateFilter value={params} onChange={onChange} />
      <LanguageFilter value={params.languageId} onChange={(languageId) => onChange({ languageId })} />
      <CategoriesFilter value={params.categoryIds} onChange={(categoryIds) => onChange({ categoryIds })} />
      <TextField
        select
        label={t('uploads.columns.status')}
        value={params.status ?? ALL}
        onChange={(event) => onChange({ status: (event.target.value || undefined) as OwnNewsStatus | undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '0 1 150px' }}
      >
        <MenuItem value={ALL}>{t('uploads.list.allStatuses')}</MenuItem>
        {OWN_NEWS_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`uploads.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="text" startIcon={<RestartAlt />} onClick={onReset} disabled={!hasOwnNewsFilters(params)} sx={{ minHeight: 40 }}>
        {t('uploads.list.reset')}
      </Button>
    </Stack>
  );
}
