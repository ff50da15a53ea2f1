import { useTranslation } from 'react-i18next';
import { PlaceFilter } from '../../../components/place-filter.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useCategories, useLocalName } from '../../../lib/lookups.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import styles from './agenda-page.module.css';
import type { AgendaParams } from './agenda-params.ts';
import { KINDS, STATUSES } from './agenda-terms.ts';

const ALL = '';

type Props = { params: AgendaParams; onChange: (change: Partial<AgendaParams>) => void };

/** The Agenda's filter bar: words, place, category, kind of coverage, status and "watched only". */
export function AgendaFilters({ params, onChange }: Props) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const nameOf = useLocalName();
  return (
    <search className={styles.filters}>
      <SearchField label={t('agenda.filters.search')} value={params.query} onSearch={(query) => onChange({ query })} nepaliTyping />
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
      <SelectField
        label={t('agenda.filters.category')}
        value={params.categoryId === undefined ? ALL : String(params.categoryId)}
        onChange={(chosen) => onChange({ categoryId: chosen === ALL ? undefined : Number(chosen) })}
        className={styles.select}
      >
        <option value={ALL}>{t('agenda.filters.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {nameOf(category)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('agenda.filters.kind')}
        value={params.kind ?? ALL}
        onChange={(chosen) => onChange({ kind: KINDS.find((kind) => kind === chosen) })}
        className={styles.select}
      >
        <option value={ALL}>{t('agenda.filters.allKinds')}</option>
        {KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`agendaTerms.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('agenda.filters.status')}
        value={params.status ?? ALL}
        onChange={(chosen) => onChange({ status: STATUSES.find((status) => status === chosen) })}
        className={styles.select}
      >
        <option value={ALL}>{t('agenda.filters.allStatuses')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`agendaTerms.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <Checkbox
        label={t('agenda.filters.watched')}
        checked={params.watched}
        onChange={(event) => onChange({ watched: event.target.checked })}
      />
    </search>
  );
}
