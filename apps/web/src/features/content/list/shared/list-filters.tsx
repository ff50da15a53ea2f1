import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../../../components/date-filter.tsx';
import { CategoriesFilter, LanguageFilter, TopicFilter } from '../../../../components/lookup-filters.tsx';
import { PlaceFilter } from '../../../../components/place-filter.tsx';
import { SearchField } from '../../../../components/search-field.tsx';
import { hasFilters, type ListParams } from '../../../../lib/list-params.ts';
import { Button, IconButton } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import styles from './list-filters.module.css';

type Props = {
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  searchLabel: string;
  /** Feature photos filter by search and date only (SPEC.md §2). */
  classified?: boolean;
};

const NEWEST = 'newest';

/** Newest first or most relevant first: a search's order, beside its box while it has words. */
function SearchOrder({ params, onChange }: Pick<Props, 'params' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('filters.order')}
      value={params.sort ?? NEWEST}
      onChange={(chosen) => onChange({ sort: chosen === 'relevance' ? 'relevance' : undefined })}
      className={styles.order}
    >
      <option value={NEWEST}>{t('filters.newestFirst')}</option>
      <option value="relevance">{t('filters.mostRelevant')}</option>
    </SelectField>
  );
}

/** The filter bar of a content list: search (with its order), date, language, categories, Media Topic and place. */
export function ListFilters({ params, onChange, searchLabel, classified = true }: Props) {
  const { t } = useTranslation();
  return (
    <search className={styles.bar}>
      <SearchField
        label={searchLabel}
        value={params.query}
        onSearch={(query) => onChange({ query })}
        nepaliTyping
        help={t('filters.searchHelp')}
      />
      {params.query.trim() && <SearchOrder params={params} onChange={onChange} />}
      <DateFilter value={params} onChange={onChange} />
      {classified && (
        <>
          <LanguageFilter value={params.languageId} onChange={(languageId) => onChange({ languageId })} />
          <CategoriesFilter value={params.categoryIds} onChange={(categoryIds) => onChange({ categoryIds })} />
          <TopicFilter value={params.topic} onChange={(topic) => onChange({ topic })} />
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
    </search>
  );
}

/** A content list's clear-filters and refresh, on its title's line so the filter bar keeps a row for its fields. */
export function ListActions({ params, onClear, onRefresh }: { params: ListParams; onClear: () => void; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button startIcon="filterAltOff" onClick={onClear} disabled={!hasFilters(params)}>
        {t('filters.clear')}
      </Button>
      <IconButton icon="refresh" label={t('common.refresh')} hint="below-end" onClick={onRefresh} />
    </div>
  );
}
