import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../../../components/date-filter.tsx';
import { CategoriesFilter, LanguageFilter } from '../../../../components/lookup-filters.tsx';
import { PlaceFilter } from '../../../../components/place-filter.tsx';
import { SearchField } from '../../../../components/search-field.tsx';
import { hasFilters, type ListParams } from '../../../../lib/list-params.ts';

type Props = {
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  searchLabel: string;
  /** Feature photos filter by search and date only (SPEC.md §2). */
  classified?: boolean;
};

/** The filter bar of a content list: search, date, language, categories and place. */
export function ListFilters({ params, onChange, searchLabel, classified = true }: Props) {
  return (
    <Stack component="search" direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <SearchField label={searchLabel} value={params.query} onSearch={(query) => onChange({ query })} nepaliTyping />
      <DateFilter value={params} onChange={onChange} />
      {classified && (
        <>
          <LanguageFilter value={params.languageId} onChange={(languageId) => onChange({ languageId })} />
          <CategoriesFilter value={params.categoryIds} onChange={(categoryIds) => onChange({ categoryIds })} />
        </>
      )}
      <PlaceFilter
        value={{
          province_id: params.provinceId ?? null,
          district_id: params.districtId ?? null,
          local_level_id: params.localLevelId ?? null,
        }}
        onChange={(place) =>
          onChange({
            provinceId: place.province_id ?? undefined,
            districtId: place.district_id ?? undefined,
            localLevelId: place.local_level_id ?? undefined,
          })
        }
      />
    </Stack>
  );
}

/** A content list's clear-filters and refresh, on its title's line so the filter bar keeps a row for its fields. */
export function ListActions({ params, onClear, onRefresh }: { params: ListParams; onClear: () => void; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    // The negative margins keep the buttons from making the title's line taller than the heading.
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', my: -1 }}>
      <Button variant="text" startIcon={<FilterAltOff />} onClick={onClear} disabled={!hasFilters(params)}>
        {t('filters.clear')}
      </Button>
      <Tooltip title={t('common.refresh')}>
        <IconButton aria-label={t('common.refresh')} onClick={onRefresh}>
          <Refresh />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
