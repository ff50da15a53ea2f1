import RestartAlt from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OWN_NEWS_STATUSES, type OwnNewsStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { hasOwnNewsFilters, type OwnNewsParams } from '../lib/own-news-params.ts';
import { DateFilter } from './date-filter.tsx';
import { CategoriesFilter, LanguageFilter } from './lookup-filters.tsx';
import { SearchField } from './search-field.tsx';

type Props = {
  searchLabel: string;
  params: OwnNewsParams;
  onChange: (change: Partial<OwnNewsParams>) => void;
  onReset: () => void;
  /** Off where the screen chooses the status itself (the review queue's tabs). */
  statusFilter?: boolean;
};

const ALL = '';

/** Search, date range, language, categories and status of a news table (the client's "Post", the news desk), and Reset. */
export function OwnNewsFilters({ searchLabel, params, onChange, onReset, statusFilter = true }: Props) {
  const { t } = useTranslation();
  return (
    <Stack component="search" direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <SearchField label={searchLabel} value={params.query} onSearch={(query) => onChange({ query })} nepaliTyping />
      <DateFilter value={params} onChange={onChange} />
      <LanguageFilter value={params.languageId} onChange={(languageId) => onChange({ languageId })} />
      <CategoriesFilter value={params.categoryIds} onChange={(categoryIds) => onChange({ categoryIds })} />
      {statusFilter && (
        <TextField
          select
          label={t('filters.status')}
          value={params.status ?? ALL}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as OwnNewsStatus | undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: '0 1 150px' }}
        >
          <MenuItem value={ALL}>{t('filters.allStatuses')}</MenuItem>
          {OWN_NEWS_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`newsStatus.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button variant="text" startIcon={<RestartAlt />} onClick={onReset} disabled={!hasOwnNewsFilters(params)} sx={{ minHeight: 40 }}>
        {t('filters.reset')}
      </Button>
    </Stack>
  );
}
